// Turning port answers into the AsyncState a screen renders (loading first, then ok or error with its message).
import { type Observable, catchError, concat, map, of, switchMap, take } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { isLeft, left } from './either';
import { type AsyncState, failed, loading, ok } from './async-state';
import { type DomainError, domainError, ErrorCodes } from './errors';

/** A port's answer; `E` is its capability's error (e.g. AccountError). */
export type Answer<T, E extends DomainError = DomainError> = Observable<Either<E, T>>;

type Unexpected = DomainError<typeof ErrorCodes.UNEXPECTED>;
type Invalid = DomainError<typeof ErrorCodes.VALIDATION>;

/** The first answer of `source`, with thrown errors turned into an unexpected DomainError. */
export const firstAnswer = <T, E extends DomainError = DomainError>(source: Answer<T, E>): Answer<T, E | Unexpected> =>
  source.pipe(
    take(1),
    catchError((e: unknown) => of(left(domainError(ErrorCodes.UNEXPECTED, { context: { cause: String(e) } })))),
  );

/** Runs `next` on a success, passing failures through. */
export const andThen = <A, B, E extends DomainError = DomainError>(source: Answer<A, E>, next: (a: A) => Answer<B, E>): Answer<B, E | Unexpected> =>
  firstAnswer(source).pipe(switchMap((r): Answer<B, E | Unexpected> => (isLeft(r) ? of(r) : firstAnswer(next(r.right)))));

/** Emits loading, then ok(value) or error(message). */
export const toAsyncState = <T, E extends DomainError = DomainError>(source: Answer<T, E>, messageOf: (e: E | Unexpected) => string): Observable<AsyncState<T, E | Unexpected>> =>
  concat(
    of(loading<T, E | Unexpected>()),
    firstAnswer(source).pipe(map((r): AsyncState<T, E | Unexpected> => (isLeft(r) ? failed(r.left, messageOf(r.left)) : ok(r.right)))),
  );

/** A validation failure with its field messages in context.fields. */
export const validationFailure = (fields: Readonly<Record<string, string>>): Invalid =>
  domainError(ErrorCodes.VALIDATION, { context: { fields } });

export const hasFieldErrors = (fields: object): boolean => Object.values(fields).some((v) => v !== undefined);

/** The field errors as an immediate error state, or the flow when there are none. */
export const unlessInvalid = <T, E extends DomainError = DomainError>(fields: object, message: string, flow: () => Observable<AsyncState<T, E>>): Observable<AsyncState<T, E | Invalid>> =>
  hasFieldErrors(fields)
    ? of(failed<T, E | Invalid>(validationFailure(Object.fromEntries(Object.entries(fields).filter((kv): kv is [string, string] => typeof kv[1] === 'string'))), message))
    : flow();
