// Wire entry ('@crema/domain/gifting/wire'): the gifting calls' io-ts codecs, for the HTTP adapter and the
// server. Kept out of the capability's index so the web's pages never build codecs they do not use.
export * from '../codecs';
