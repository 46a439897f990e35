export { createHttpAccounts } from './accounts';
export { createHttpPasswordResets } from './password-resets';
