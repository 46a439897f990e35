// The home stream on the server: the feeds, their seed and the REST calls.
export { createStreamFeed, seedStream, type ServerStreamFeed } from './feed';
export { registerStream } from './routes';
