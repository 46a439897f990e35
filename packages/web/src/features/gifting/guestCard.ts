// The guest card step of a gift: tokenize the card with the billing address's postal code (payments'
// makeTokenizeGuestCard, guest brands only), then register its single-use billing address
// (makeAddSingleUseBillingAddress). One AsyncState for both, so the page shows one pending state and the
// first failure's message. Nothing here stores the card.
import { type Observable, map, of, switchMap } from 'rxjs';
import { failed, idle, loading, ok, type AsyncState } from '@crema/domain';
import type { BillingAddressForm, CardEntry, GuestCardToken } from '@crema/domain/payments';
import type { AddSingleUseBillingAddress, TokenizeGuestCard } from './tokens';

export interface GuestCardResult {
  readonly card: GuestCardToken;
  readonly addressToken: string;
}

const carry = <A, B>(s: AsyncState<A>): AsyncState<B> =>
  s.status === 'error' ? failed<B>(s.error, s.message) : s.status === 'idle' ? idle<B>() : loading<B>();

export const makeAddGuestCard =
  (tokenize: TokenizeGuestCard, addAddress: AddSingleUseBillingAddress) =>
  (input: { readonly card: CardEntry; readonly address: BillingAddressForm }): Observable<AsyncState<GuestCardResult>> =>
    tokenize({ ...input.card, postalCode: input.address.postalCode }).pipe(
      switchMap((t) =>
        t.status !== 'ok'
          ? of(carry<GuestCardToken, GuestCardResult>(t))
          : addAddress(input.address).pipe(
              map((a) => (a.status === 'ok' ? ok<GuestCardResult>({ card: t.value, addressToken: a.value.addressToken }) : carry<{ readonly addressToken: string }, GuestCardResult>(a))),
            ),
      ),
    );
