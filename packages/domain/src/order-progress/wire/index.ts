// Wire entry ('@crema/domain/order-progress/wire'): the order-progress calls' paths and io-ts codecs, for the
// HTTP adapter and the server. Kept out of the capability's index so pages never build codecs they do not use.
export * from '../codecs';
