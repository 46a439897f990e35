// The address list is cached for the spec's stale time (1 week, config.staleTimes.addressList) per member;
// creating or updating an address refreshes it. One AddressBook per app (bind it as a singleton).
import { type Observable, tap } from 'rxjs';
import { isRight, type Either } from 'fp-ts/Either';
import type { Clock } from '../../shared/clock';
import type { AppConfig } from '../../shared/config';
import { createStaleCache } from '../../shared/staleness';
import type { Address } from '../model';
import type { Addresses } from '../ports';
import type { PaymentError } from '../errors';

export interface AddressBook extends Omit<Addresses, 'list'> {
  /** The member's addresses: from cache while fresh, else from the Addresses port. */
  list(memberId: string, options?: { readonly refresh?: boolean }): Observable<Either<PaymentError, readonly Address[]>>;
  /** Forget cached lists (all members when no id), e.g. on sign-out. */
  invalidate(memberId?: string): void;
}

export const createAddressBook = (d: { addresses: Addresses; clock: Clock; config: AppConfig }): AddressBook => {
  const cache = createStaleCache<string, PaymentError, readonly Address[]>({ clock: d.clock, staleAfterMs: d.config.staleTimes.addressList });
  const refreshOnSuccess = <T>(source: Observable<Either<PaymentError, T>>): Observable<Either<PaymentError, T>> =>
    source.pipe(tap((r) => (isRight(r) ? cache.invalidate() : undefined)));
  return {
    list: (memberId, options) => {
      if (options?.refresh) cache.invalidate(memberId);
      return cache.get(memberId, () => d.addresses.list());
    },
    create: (input) => refreshOnSuccess(d.addresses.create(input)),
    update: (address) => refreshOnSuccess(d.addresses.update(address)),
    addSingleUseBillingAddress: (input) => d.addresses.addSingleUseBillingAddress(input),
    invalidate: (memberId) => cache.invalidate(memberId),
  };
};
