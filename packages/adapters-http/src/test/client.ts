// An HTTP client for a test: its own cookie jar (one browser profile), fresh request ids.
import { createSeededIds } from '@crema/domain';
import { createHttpClient, type HttpClient } from '../client';
import { createCookieFetch } from './cookie-fetch';

let profiles = 0;
export const testClient = (baseUrl: string): HttpClient =>
  createHttpClient({ baseUrl, locale: 'en-US', ids: createSeededIds(++profiles), fetch: createCookieFetch(), timeoutMs: 30_000 });
