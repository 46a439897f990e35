// '@crema/catalog': the retailer's world (stores, menus, prices, offers, demo data) and the server-side
// behaviour that the fake backend and the server both run. Import a capability's surface by its folder:
//   '@crema/catalog/locator'   the store world (gazetteer, ~24,000 stores, kdbush index), stores by number,
//                              hours and open state, store and place search
//   '@crema/catalog/ordering'  menus and product details, store behaviour and price lists, offers, the
//                              pricing engine, pickup slots and estimates, the demo member's orders and favorites
//   '@crema/catalog/members'   the demo accounts every seed keys off
//   '@crema/catalog/cards', '/payments', '/gifting', '/rewards', '/stream', '/account', '/pickup'
//                              each capability's seed data and pure server answers
// Nothing here keeps state, reads a clock or touches the DOM: callers pass `now` and keep their own tables.
export { DEMO_MEMBER, NEW_MEMBER } from './members';
