// '@crema/adapters-http/ordering': the ordering ports over HTTP.
export { createHttpOrdering, type HttpOrderingOptions, type HttpOrderingPorts } from './ordering';
