// '@crema/adapters-http/stream': the StreamFeed port over HTTP.
export { createHttpStreamFeed } from './stream-feed';
