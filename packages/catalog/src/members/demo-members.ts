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

/**
 * Store partners (issue #28): members with a store role, who sign in on the same page and see their store's
 * orders at /store/orders. One at 1st & Pike (10001), one at Westlake Center (10002).
 */
export const DEMO_PARTNERS = [
  { memberId: 'partner-pike-1', email: 'pike@crema.coffee', password: 'Crema-Pike-2026', firstName: 'Sam', lastName: 'Rivera', storeNumber: '10001' },
  { memberId: 'partner-westlake-1', email: 'westlake@crema.coffee', password: 'Crema-Westlake-2026', firstName: 'Robin', lastName: 'Okafor', storeNumber: '10002' },
] as const;
