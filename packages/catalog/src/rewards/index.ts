// Public surface of '@crema/catalog/rewards': the seeded Stars accounts and how an account settles.
export { DEMO_STARS, EMPTY_STARS_ACCOUNT, seedStars, settleStars, type StarsAccount, type StarsByMember } from './stars-seed';
