// URLs: joining baseUrl and path, query strings, and safely interpolated path segments.
import type { Query } from './types';

/**
 * Query string with every name and value percent-encoded (spaces as %20, never '+', so any server
 * reads them back the same). null/undefined are left out; arrays repeat the key in order.
 */
export const encodeQuery = (query: Query | undefined): string => {
  if (query === undefined) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
};

export const joinUrl = (baseUrl: string, path: string, query?: Query): string =>
  `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${encodeQuery(query)}`;

/**
 * Tagged template for paths with parameters: every interpolated value is one encoded segment.
 * path`/apiproxy/v1/stores/favorites/${storeNumber}`
 */
export const path = (strings: TemplateStringsArray, ...params: readonly (string | number)[]): string =>
  strings.reduce((acc, s, i) => {
    const p = params[i];
    return acc + s + (p === undefined ? '' : encodeURIComponent(String(p)));
  }, '');

/**
 * The paths of the resources of one collection: resourcePath(base)(id) is base/id, and
 * resourcePath(base)(id, 'primary') the action base/id/primary; the id is one encoded segment.
 */
export const resourcePath =
  (collection: string) =>
  (id: string, action?: string): string =>
    `${collection}${path`/${id}`}${action === undefined ? '' : `/${action}`}`;
