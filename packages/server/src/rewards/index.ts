// Rewards on the server: the Stars ledger (read, earn in an order's transaction, seed) and its graph query.
export { earnStarsInTx, readStars, seedRewards } from './stars';
export { registerRewards } from './routes';
