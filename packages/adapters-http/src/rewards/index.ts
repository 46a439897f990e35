// '@crema/adapters-http/rewards': the LoyaltyProgram port over HTTP.
export { createHttpLoyaltyProgram } from './loyalty-program';
