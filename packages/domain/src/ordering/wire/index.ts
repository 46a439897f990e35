// Wire entry ('@crema/domain/ordering/wire'): the ordering calls' io-ts codecs, for the HTTP adapter and the
// server. Kept out of the capability's index so the web's pages never build codecs they do not use.
export * from '../codecs';
