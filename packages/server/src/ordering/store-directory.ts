// What the ordering server knows of a store: the app's store directory (stores/store-directory.ts: the stores
// table, as the locator and pickup see it), at the server's clock (open by its hours in its own time zone, mobile
// ordering, guest ordering, country, ownership), and the behaviour the catalog derives from the store's full
// number (tax, tipping, capacity, stored-value only). The browser's word about a store is never asked: a store
// this directory does not know is none.
export { createStoreDirectory, storeDirectoryOf, type ServerStore, type StoreDirectory, type StoreFactsPatch } from '../stores/store-directory';
