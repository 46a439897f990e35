// The HTTP client every HTTP adapter uses. Public surface of '@crema/adapters-http/client'.
export { createHttpClient, DEFAULT_TIMEOUT_MS } from './client';
export { GRAPH_PATH } from './graph';
export { dataOr } from './rest';
export { restValue } from './value';
export { typedClient, typedErrors } from './typed';
export { encodeQuery, path, resourcePath } from './url';
export { reportPaths } from './decode';
export type {
  BlobRequest,
  HttpAnswer,
  HttpClient,
  GraphOptions,
  HttpClientOptions,
  HttpMethod,
  Query,
  QueryValue,
  RestRequest,
  RestResult,
} from './types';
