export { createHttpAccounts } from './accounts';
