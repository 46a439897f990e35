// createHttpClient: the one way HTTP adapters talk to the server (REST under /apiproxy/v1 and the graph).
import { defer, map, of, type Observable } from 'rxjs';
import { chain, left, type Either } from 'fp-ts/Either';
import type { Decoder } from 'io-ts';
import type { DomainError } from '@crema/domain';
import type { CallInfo } from './decode';
import { GRAPH_PATH, interpretGraph } from './graph';
import { interpretBlob, interpretRest, unexpected } from './rest';
import { exchange, type RawAnswer, type ReadMode } from './transport';
import type { GraphOptions, HttpClient, HttpClientOptions, HttpMethod, Query } from './types';
import { joinUrl } from './url';

export const DEFAULT_TIMEOUT_MS = 15_000;
const JSON_TYPE = 'application/json';
const IMAGE_ACCEPT = 'image/*, application/json';

interface CallSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly accept: string;
  readonly mode: ReadMode;
  readonly operationName?: string;
}

export const createHttpClient = (o: HttpClientOptions): HttpClient => {
  // Called as a plain function: a browser's fetch throws "Illegal invocation" when called as a method of `o`.
  const fetchFn: typeof fetch = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const locale = (): string => (typeof o.locale === 'function' ? o.locale() : o.locale);

  const headersFor = (spec: CallSpec): Headers => {
    const headers = new Headers({ Accept: spec.accept, 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': locale() });
    if (spec.body !== undefined) headers.set('Content-Type', JSON_TYPE);
    for (const [name, value] of Object.entries(spec.headers ?? {})) headers.set(name, value);
    // A caller's own X-Request-ID (the gift purchase status poll) is kept; otherwise a new id for every call.
    if (!headers.has('X-Request-ID')) headers.set('X-Request-ID', o.ids.next('req'));
    return headers;
  };

  /** Builds the request at subscription time (so every subscription is a new call with a new id), sends it, interprets it. */
  const call = <R>(spec: CallSpec, interpret: (raw: RawAnswer, info: CallInfo) => Either<DomainError, R>): Observable<Either<DomainError, R>> =>
    defer(() => {
      const request = `${spec.method} ${spec.path}`;
      let url: string;
      let init: RequestInit;
      let info: CallInfo;
      try {
        const headers = headersFor(spec);
        info = {
          request,
          requestId: headers.get('X-Request-ID') ?? '',
          ...(spec.operationName !== undefined ? { operationName: spec.operationName } : {}),
        };
        url = joinUrl(o.baseUrl, spec.path, spec.query);
        init = {
          method: spec.method,
          headers,
          credentials: 'same-origin',
          ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
        };
      } catch (e) {
        // An unserialisable body or an invalid header value: our bug, reported as a value.
        return of(left(unexpected({ request, requestId: '' }, e)));
      }
      return exchange(fetchFn, { url, init, mode: spec.mode, timeoutMs, info }).pipe(
        map(
          chain((raw) => {
            try {
              return interpret(raw, info);
            } catch (e) {
              return left(unexpected(info, e));
            }
          }),
        ),
      );
    });

  return {
    rest: (r) => call({ ...r, accept: JSON_TYPE, mode: 'text' }, (raw, info) => interpretRest(raw, r, info)),
    graph: <A>(operationName: string, variables: Readonly<Record<string, unknown>>, decoder: Decoder<unknown, A>, options?: GraphOptions) =>
      call(
        {
          ...(options?.byUrl === true
            ? { method: 'GET', query: { operationName, variables: JSON.stringify(variables) } }
            : { method: 'POST', body: { operationName, variables } }),
          path: o.graphPath ?? GRAPH_PATH,
          accept: JSON_TYPE,
          mode: 'text',
          operationName,
        },
        (raw, info) => interpretGraph(raw, decoder, info),
      ),
    blob: (r) => call({ ...r, method: r.method ?? 'POST', accept: IMAGE_ACCEPT, mode: 'blob' }, (raw, info) => interpretBlob(raw, r, info)),
  };
};
