// Rewards on the server: the Stars ledger (read, spend and earn in an order's transaction, seed) and its graph query.
export { earnStarsInTx, readStars, redeemStarsInTx, seedRewards, type Redemption } from './stars';
export { registerRewards } from './routes';
