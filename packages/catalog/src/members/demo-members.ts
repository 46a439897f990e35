// The seeded demo accounts of the chain (the fake backend and the server seed the same). Every
// capability's seed data for "the demo member" keys off DEMO_MEMBER.memberId. The passwords are the ones the
// README lists; each backend keeps only its own salted hashes of them.
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
