// Rewards on the server: the Stars ledger (read, spend and earn in an order's transaction, reverse in its cancel's,
// seed) and its graph query.
export { earnStarsInTx, readStars, redeemStarsInTx, reverseOrderStarsInTx, seedRewards, type Redemption } from './stars';
export { registerRewards } from './routes';
