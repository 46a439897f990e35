// '@crema/adapters-http/gifting': the gifting ports over HTTP.
export { createHttpGifting, type HttpGiftingPorts } from './gifting';
