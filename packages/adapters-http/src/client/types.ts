// The public shapes of the HTTP client every HTTP adapter uses (spec section 7 calls).
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { Decoder } from 'io-ts';
import type { DomainError, IdGenerator } from '@crema/domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One query parameter: absent values are left out; arrays repeat the key (`a=1&a=2`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * What a REST call answered, so an adapter can tell the spec's cases apart:
 * - ok: a 2xx (other than 206) whose body decoded;
 * - partial: 206, "partial success" (stream items); the body decoded and `partial` is true;
 * - empty: 304, "treated as empty data" (stream items); there is no body to decode;
 * - none: 404 on a call that asked for `notFoundAs: 'none'` (locations list, nearest location).
 */
export type RestResult<A> =
  | { readonly kind: 'ok'; readonly status: number; readonly data: A }
  | { readonly kind: 'partial'; readonly status: 206; readonly partial: true; readonly data: A }
  | { readonly kind: 'empty'; readonly status: 304 }
  | { readonly kind: 'none'; readonly status: 404 };

export interface RestRequest<A> {
  readonly method: HttpMethod;
  /** Relative to the client's baseUrl, e.g. '/apiproxy/v1/locations'. Encode path segments with `path`. */
  readonly path: string;
  readonly query?: Query;
  /** Sent as JSON (with Content-Type: application/json) when not undefined. */
  readonly body?: unknown;
  /** Decodes the answer's body (an empty body decodes as `undefined`). */
  readonly decoder: Decoder<unknown, A>;
  /** Extra headers; they override the defaults (e.g. a caller's own X-Request-ID). */
  readonly headers?: Readonly<Record<string, string>>;
  /** 'none': a 404 is an answer ("no results", "nothing nearby"), not an error. */
  readonly notFoundAs?: 'none';
}

export interface BlobRequest {
  /** Default POST (the barcode call). */
  readonly method?: HttpMethod;
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** The answer's Content-Type must start with this, else DECODE_ERROR. Default 'image/'. */
  readonly contentTypePrefix?: string;
}

/** An answer whose error codes are `C`: any string on the wire-level client, a capability's codes on a typed one. */
export type HttpAnswer<A, C extends string = string> = Observable<Either<DomainError<C>, A>>;

/** `C`: the codes its errors carry; the wire-level client's are any string (see `typedClient`). */
export interface HttpClient<C extends string = string> {
  rest<A>(request: RestRequest<A>): HttpAnswer<RestResult<A>, C>;
  /**
   * Posts { operationName, variables } to the graph endpoint and decodes the answer's `data`; with `byUrl`, asks
   * it by URL instead (GET ?operationName=...&variables={json}), which the server allows for its public reads.
   */
  graph<A>(operationName: string, variables: Readonly<Record<string, unknown>>, decoder: Decoder<unknown, A>, options?: GraphOptions): HttpAnswer<A, C>;
  blob(request: BlobRequest): HttpAnswer<Blob, C>;
}

export interface GraphOptions {
  /**
   * Ask by URL: for a read whose answer is the same for everyone (the server refuses any other with 405). The
   * browser and the service worker keep it by URL and revalidate it with its ETag; the server reads no body.
   */
  readonly byUrl?: boolean;
}

export interface HttpClientOptions {
  /** Origin (and optional prefix) the relative paths are joined to; '' in a browser on the product's own host. */
  readonly baseUrl: string;
  /** Sent as Accept-Language; a function is read on every call, so a locale switch takes effect at once. */
  readonly locale: string | (() => string);
  /** Default: the platform's fetch. */
  readonly fetch?: typeof fetch;
  /** Source of X-Request-ID values: one new id per call. */
  readonly ids: IdGenerator;
  /** Abort a call (TIMEOUT) after this long, body included. Default 15000. */
  readonly timeoutMs?: number;
  /** Path of the main graph endpoint. Default GRAPH_PATH. */
  readonly graphPath?: string;
}
