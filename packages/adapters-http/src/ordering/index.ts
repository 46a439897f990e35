// '@crema/adapters-http/ordering': the ordering ports over HTTP.
export { createHttpOrdering, type HttpOrderingPorts } from './ordering';
