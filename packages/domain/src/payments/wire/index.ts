// Wire entry ('@crema/domain/payments/wire'): the payment calls' io-ts codecs, for the HTTP adapters and the
// server (kept out of the capability's index, so pages never build codecs they do not use).
export * from '../codecs';
