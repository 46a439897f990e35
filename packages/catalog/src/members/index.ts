// Public surface of '@crema/catalog/members': the seeded demo accounts every capability's seed data keys off.
export { DEMO_MEMBER, DEMO_PARTNERS, NEW_MEMBER } from './demo-members';
