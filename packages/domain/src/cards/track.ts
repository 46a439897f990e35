// Turns a port answer into the AsyncState a screen renders: loading first, then ok or an error whose
// message (and action) is already resolved from the card and payment code table.
import { concat, map, of, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import type { DomainError } from '../shared/errors';
import { resolvePaymentError, type CardsError, type PaymentErrorAction, type PaymentErrorContext, type ResolvedPaymentError } from './payment-codes';

/** A CardsError with the action the catalogue offers for it (Try again, Register this card, ...). */
export type CardError = CardsError & { readonly action?: PaymentErrorAction };

export type CardState<T> = AsyncState<T, CardError>;

export type Resolver = (e: DomainError) => ResolvedPaymentError;

export const inContext =
  (context: PaymentErrorContext): Resolver =>
  (e) =>
    resolvePaymentError(e, context);

export const cardError = (e: CardsError, r: ResolvedPaymentError): CardError => (r.action === undefined ? e : { ...e, action: r.action });

/** An error state with its message and action resolved. */
export const failedWith = <T>(e: CardsError, resolve: Resolver, previous?: T): CardState<T> => {
  const r = resolve(e);
  return failed<T, CardError>(cardError(e, r), r.message, previous);
};

export const track = <T, U = T>(
  source: Observable<Either<CardsError, T>>,
  resolve: Resolver,
  project: (t: T) => U,
  previous?: U,
): Observable<CardState<U>> =>
  concat(
    of(loading<U, CardError>(previous)),
    source.pipe(map((r) => (r._tag === 'Left' ? failedWith<U>(r.left, resolve, previous) : ok<U, CardError>(project(r.right))))),
  );

export const identity = <T>(t: T): T => t;
