// The seeded demo accounts of the fake backend. Every capability's seed data for "the demo member"
// keys off DEMO_MEMBER.memberId. Passwords are kept only as salted PBKDF2 hashes (see auth fake).
export const DEMO_MEMBER = {
  memberId: 'member-demo-1',
  email: 'demo@crema.coffee',
  password: 'Crema-Demo-2026',
  firstName: 'Avery',
  lastName: 'Quinn',
} as const;

/** A second member with nothing on file: no cards, payments, orders or favorites (empty states). */
export const NEW_MEMBER = {
  memberId: 'member-new-2',
  email: 'new@crema.coffee',
  password: 'Crema-New-2026',
  firstName: 'Jordan',
  lastName: 'Lee',
} as const;
