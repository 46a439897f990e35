// Turning port answers into the AsyncState a screen renders (loading first, then ok or error with its message).
import { type Observable, catchError, concat, map, of, switchMap, take } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { isLeft, left } from './either';
import { type AsyncState, failed, loading, ok } from './async-state';
import { type DomainError, domainError, ErrorCodes } from './errors';

export type Answer<T> = Observable<Either<DomainError, T>>;

/** The first answer of `source`, with thrown errors turned into an unexpected DomainError. */
export const firstAnswer = <T>(source: Answer<T>): Answer<T> =>
  source.pipe(
    take(1),
    catchError((e: unknown) => of(left(domainError(ErrorCodes.UNEXPECTED, { context: { cause: String(e) } })))),
  );

/** Runs `next` on a success, passing failures through. */
export const andThen = <A, B>(source: Answer<A>, next: (a: A) => Answer<B>): Answer<B> =>
  firstAnswer(source).pipe(switchMap((r) => (isLeft(r) ? of(r) : firstAnswer(next(r.right)))));

/** Emits loading, then ok(value) or error(message). */
export const toAsyncState = <T>(source: Answer<T>, messageOf: (e: DomainError) => string): Observable<AsyncState<T>> =>
  concat(
    of(loading<T>()),
    firstAnswer(source).pipe(map((r): AsyncState<T> => (isLeft(r) ? failed(r.left, messageOf(r.left)) : ok(r.right)))),
  );

/** A validation failure with its field messages in context.fields. */
export const validationFailure = (fields: Readonly<Record<string, string>>): DomainError =>
  domainError(ErrorCodes.VALIDATION, { context: { fields } });

export const hasFieldErrors = (fields: object): boolean => Object.values(fields).some((v) => v !== undefined);

/** The field errors as an immediate error state, or the flow when there are none. */
export const unlessInvalid = <T>(fields: object, message: string, flow: () => Observable<AsyncState<T>>): Observable<AsyncState<T>> =>
  hasFieldErrors(fields)
    ? of(failed<T>(validationFailure(Object.fromEntries(Object.entries(fields).filter((kv): kv is [string, string] => typeof kv[1] === 'string'))), message))
    : flow();
