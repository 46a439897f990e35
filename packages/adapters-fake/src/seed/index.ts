// The demo accounts are the catalog's ('@crema/catalog/members'); this re-export keeps the auth fake's
// imports working until it imports them from there itself.
export { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
