// '@crema/adapters-http/cards': the CardLedger port over HTTP.
export { createHttpCardLedger } from './card-ledger';
