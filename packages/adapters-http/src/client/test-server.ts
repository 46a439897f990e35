// A real HTTP server for the client's tests (node:http on 127.0.0.1, port 0): it records what it received
// and answers with whatever the test told it to.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { Server } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, toArray, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { ErrorCodes, type DomainError } from '@crema/domain';
import { useSuiteResource } from '../test/suite-resource';

export interface Received {
  readonly method: string;
  /** Path and query exactly as sent. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type Reply =
  | { readonly status: number; readonly headers?: Readonly<Record<string, string>>; readonly body?: string | Uint8Array }
  /** Never answer. */
  | { readonly hang: true }
  /** Send the status line, headers and a first chunk, then never finish. */
  | { readonly hangAfter: string; readonly status: number };

export interface TestServer {
  readonly baseUrl: string;
  readonly received: Received[];
  reply(handler: (request: Received) => Reply): void;
  /** Shorthand: answer every request with this JSON value. */
  replyJson(status: number, value: unknown, headers?: Readonly<Record<string, string>>): void;
  /** Resolves when a request's connection was closed by the client before an answer was sent. */
  aborted(): Promise<void>;
  close(): Promise<void>;
}

const portOf = (server: Server): number => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('test server has no port');
  return address.port;
};

/** Every value an observable emits until it completes; rejects if it errors. The client must emit exactly one. */
export const emitted = <T>(o: Observable<T>): Promise<T[]> => lastValueFrom(o.pipe(toArray()));

/** The one value a call emits; fails the test if it emits none, several, or errors instead. */
export const answer = async <T>(o: Observable<T>): Promise<T> => {
  const values = await emitted(o);
  const [first] = values;
  if (values.length !== 1 || first === undefined) throw new Error(`expected exactly one answer, got ${values.length}`);
  return first;
};

export const startTestServer = async (): Promise<TestServer> => {
  const received: Received[] = [];
  let handler: (r: Received) => Reply = () => ({ status: 200, body: '{}' });
  const abortWaiters: (() => void)[] = [];
  let abortCount = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      const reply = handler(r);
      if ('hang' in reply || 'hangAfter' in reply) {
        res.on('close', () => {
          if (res.writableFinished) return;
          abortCount += 1;
          abortWaiters.splice(0).forEach((w) => w());
        });
        if ('hangAfter' in reply) {
          res.writeHead(reply.status, { 'Content-Type': 'application/json' });
          res.write(reply.hangAfter);
        }
        return;
      }
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    reply: (h) => {
      handler = h;
    },
    replyJson: (status, value, headers) => {
      handler = () => ({ status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(value) });
    },
    aborted: () => (abortCount > 0 ? Promise.resolve() : new Promise<void>((resolve) => abortWaiters.push(resolve))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The URL of a port on 127.0.0.1 that was just open and is now closed: connecting is refused. */
export const closedPortUrl = async (): Promise<string> => {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = portOf(s);
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};

/**
 * One test server for the whole file: started before its tests, closed after them, and its record of what
 * it received emptied before each test. What it returns stands for that server from the first test on.
 */
export const useTestServer = (): TestServer => {
  const live = useSuiteResource(startTestServer, (s) => s.close(), 'the test server is not started yet (use it inside a test)');
  beforeEach(() => {
    live().received.length = 0;
  });
  return {
    get baseUrl() {
      return live().baseUrl;
    },
    get received() {
      return live().received;
    },
    reply: (h) => live().reply(h),
    replyJson: (status, value, headers) => live().replyJson(status, value, headers),
    aborted: () => live().aborted(),
    close: () => live().close(),
  };
};

/** A port's call, the well-formed answer the server sends for it (REST body or graph data), and what the port yields. */
export interface DecodedCall {
  readonly name: string;
  readonly call: () => Observable<Either<DomainError, unknown>>;
  readonly body: unknown;
  readonly yields: unknown;
}

/**
 * Each call at the boundary, answered by `server`: the well-formed answer yields the decoded value (nothing the
 * type does not name), and a random or truncated answer is the value or DECODE_ERROR, never a throw.
 */
export const decodedCallProperties = (server: TestServer, calls: readonly DecodedCall[]): void => {
  describe.each(calls)('the $name call', ({ call, body, yields }) => {
    it('yields the decoded answer', async () => {
      server.replyJson(200, body);
      expect(await answer(call())).toEqual({ _tag: 'Right', right: yields });
    });

    it('property: a random JSON answer is the value or DECODE_ERROR, never a throw', async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (v) => {
          server.replyJson(200, v);
          const r = await answer(call());
          if (r._tag === 'Left') expect(r.left.code).toBe(ErrorCodes.DECODE);
        }),
        { numRuns: 30 },
      );
    });

    it('property: the well-formed answer cut short is DECODE_ERROR', async () => {
      const text = JSON.stringify(body);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: text.length - 1 }), async (n) => {
          server.reply(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: text.slice(0, n) }));
          expect(await answer(call())).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.DECODE } });
        }),
        { numRuns: 20 },
      );
    });
  });
};
