// The embedded fake backend: a deterministic, persisted simulator that every fake adapter runs on.
// Each capability keeps its state in its own named table; every operation goes through `call`, which
// applies latency and fault injection exactly as a server would.
import { type Observable, defer, map, of, timer, switchMap } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import {
  type Clock,
  type IdGenerator,
  type Random,
  type DomainError,
  type TransportErrorCode,
  createSeededIds,
  decodeDomainError,
  left,
  right,
  createSeededRandom,
  domainError,
  ErrorCodes,
  httpStatusCode,
} from '@crema/domain';
import { createFaultControl, noFaultControl, type FaultControl } from './faults';
import { createMemoryStorage, type KeyValueStorage } from './storage';

export interface Table<T> {
  read(): T;
  write(next: T): void;
  update(f: (current: T) => T): T;
}

export interface FakeBackend {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Seeded randomness for server-side secrets such as verification codes; continues across reloads. */
  readonly random: Random;
  readonly faults: FaultControl;
  /** A persisted table of JSON state, created from `seed` the first time it is read. */
  table<T>(name: string, seed: () => T): Table<T>;
  /** Runs an operation as a server call: latency, fault injection, then `body` at subscription time. */
  call<T>(operation: string, body: () => Either<DomainError, T>): Observable<Either<DomainError, T>>;
  /** Like `call`, for bodies that need async work (e.g. hashing). */
  callAsync<T>(operation: string, body: () => Promise<Either<DomainError, T>>): Observable<Either<DomainError, T>>;
  /** Like `callAsync`, for an operation whose server may answer without a result (null): an `empty` fault answers so. */
  callOrEmpty<T>(operation: string, body: () => Promise<Either<DomainError, T>>): Observable<Either<DomainError, T | null>>;
  /**
   * The calls for one capability's fakes: their bodies answer the capability's typed errors, and an injected
   * fault's code (any string, as a server's) is decoded to one of its codes or the typed fallback.
   */
  typed<C extends string>(isCode: (code: string) => code is C): TypedCalls<C | TransportErrorCode>;
  /** The member the fake server considers signed in, if any. */
  currentMemberId(): string | undefined;
  setCurrentMember(memberId: string | undefined): void;
  /** Either the signed-in member's id or a 401 UNAUTHORIZED error. */
  requireMember(): Either<DomainError, string>;
  /** Wipes every table (the demo data is re-seeded on next read). */
  reset(): void;
}

/** `call`, `callAsync` and `callOrEmpty` with errors of codes `C`. */
export interface TypedCalls<C extends string> {
  call<T>(operation: string, body: () => Either<DomainError<C>, T>): Observable<Either<DomainError<C>, T>>;
  callAsync<T>(operation: string, body: () => Promise<Either<DomainError<C>, T>>): Observable<Either<DomainError<C>, T>>;
  callOrEmpty<T>(operation: string, body: () => Promise<Either<DomainError<C>, T>>): Observable<Either<DomainError<C>, T | null>>;
  /** Either the signed-in member's id or a 401 UNAUTHORIZED error. */
  requireMember(): Either<DomainError<C>, string>;
}

export interface FakeBackendOptions {
  readonly clock: Clock;
  readonly storage?: KeyValueStorage;
  readonly seed?: number;
  /** Latency added to every call, to feel like a network in the browser. Default 0. */
  readonly latencyMs?: number;
  /** Prefix of the storage keys. */
  readonly namespace?: string;
  /**
   * Whether fault rules are honoured (default true). Off for a simulator serving a build that is not on the
   * fake backend: then no rule, stored or set, ever changes an answer.
   */
  readonly faultInjection?: boolean;
}

export const createFakeBackend = (o: FakeBackendOptions): FakeBackend => {
  const storage = o.storage ?? createMemoryStorage();
  const ns = o.namespace ?? 'crema.fake';
  const seed = o.seed ?? 20261122;
  const faults = o.faultInjection === false ? noFaultControl : createFaultControl(storage);
  const ids = createPersistedIds(storage, `${ns}.ids`, seed);
  // Offset by how many ids were ever issued, so each page load continues the sequence instead of repeating it
  // (a verification code must not be the same after a reload), while memory-backed tests stay repeatable.
  const random = createSeededRandom(seed + Number(storage.getItem(`${ns}.ids`) ?? '0'));
  const cache = new Map<string, unknown>();
  const tableNames = new Set<string>();

  const table = <T>(name: string, seedFn: () => T): Table<T> => {
    const key = `${ns}.table.${name}`;
    tableNames.add(key);
    const read = (): T => {
      if (cache.has(key)) return cache.get(key) as T;
      const raw = storage.getItem(key);
      let value: T;
      try {
        value = raw === null ? seedFn() : (JSON.parse(raw) as T);
      } catch {
        value = seedFn();
      }
      cache.set(key, value);
      if (raw === null) storage.setItem(key, JSON.stringify(value));
      return value;
    };
    const write = (next: T): void => {
      cache.set(key, next);
      storage.setItem(key, JSON.stringify(next));
    };
    return { read, write, update: (f) => {
      const next = f(read());
      write(next);
      return next;
    } };
  };

  const sessionTable = table<{ memberId?: string }>('session', () => ({}));

  const failWith = (operation: string, rule: { code?: string; status?: number; serverMessage?: string }): DomainError =>
    domainError(rule.code ?? httpStatusCode(rule.status ?? 500), {
      ...(rule.status !== undefined ? { status: rule.status } : {}),
      ...(rule.serverMessage !== undefined ? { serverMessage: rule.serverMessage } : {}),
      context: { operation, injected: true },
    });

  const run = <T>(operation: string, body: () => Promise<Either<DomainError, T>>, empty: () => Either<DomainError, T>): Observable<Either<DomainError, T>> =>
    defer(() => {
      const { fail, delayMs } = faults.take(operation);
      const wait = (o.latencyMs ?? 0) + delayMs;
      const answer = (): Observable<Either<DomainError, T>> =>
        fail?.empty === true
          ? of(empty())
          : fail
          ? of(left(failWith(operation, fail)))
          : defer(async () => {
              try {
                return await body();
              } catch (e) {
                return left(domainError(ErrorCodes.UNEXPECTED, { context: { operation, cause: String(e) } }));
              }
            });
      return wait > 0 ? timer(wait).pipe(switchMap(answer)) : answer();
    });

  const callAsync = <T>(operation: string, body: () => Promise<Either<DomainError, T>>): Observable<Either<DomainError, T>> =>
    run(operation, body, () => left(domainError(ErrorCodes.UNEXPECTED, { context: { operation, injected: true, reason: 'empty answer' } })));
  const callOrEmpty = <T>(operation: string, body: () => Promise<Either<DomainError, T>>): Observable<Either<DomainError, T | null>> =>
    run<T | null>(operation, body, () => right(null));

  const call = <T>(operation: string, body: () => Either<DomainError, T>): Observable<Either<DomainError, T>> =>
    callAsync(operation, () => Promise.resolve().then(body));

  const requireMember = (): Either<DomainError<typeof ErrorCodes.UNAUTHORIZED>, string> => {
    const id = sessionTable.read().memberId;
    return id === undefined ? left(domainError(ErrorCodes.UNAUTHORIZED, { status: 401 })) : right(id);
  };

  const typed = <C extends string>(isCode: (code: string) => code is C): TypedCalls<C | TransportErrorCode> => {
    const decode = decodeDomainError(isCode);
    const decoded = <T>(answer: Observable<Either<DomainError, T>>): Observable<Either<DomainError<C | TransportErrorCode>, T>> =>
      answer.pipe(map((r) => (r._tag === 'Left' ? left(decode(r.left)) : r)));
    return {
      call: (operation, body) => decoded(call(operation, body)),
      callAsync: (operation, body) => decoded(callAsync(operation, body)),
      callOrEmpty: (operation, body) => decoded(callOrEmpty(operation, body)),
      requireMember,
    };
  };

  return {
    clock: o.clock,
    ids,
    random,
    faults,
    table,
    call,
    callAsync,
    callOrEmpty,
    typed,
    currentMemberId: () => sessionTable.read().memberId,
    setCurrentMember: (memberId) => sessionTable.write(memberId === undefined ? {} : { memberId }),
    requireMember,
    reset: () => {
      for (const key of tableNames) storage.removeItem(key);
      storage.removeItem(`${ns}.ids`);
      cache.clear();
    },
  };
};

/** Seeded ids whose counter survives a reload, so ids never repeat across page loads in fake mode. */
const createPersistedIds = (storage: KeyValueStorage, key: string, seed: number): IdGenerator => {
  const start = Number(storage.getItem(key) ?? '0') || 0;
  const base = createSeededIds(seed + start);
  let n = start;
  return {
    next: (prefix) => {
      n += 1;
      storage.setItem(key, String(n));
      return `${base.next(prefix)}${n.toString(36)}`;
    },
  };
};
