// Use case: the guest card step of a gift. Tokenize the card with the billing address's postal code
// (payments' makeTokenizeGuestCard, guest brands only), then register its single-use billing address
// (makeAddSingleUseBillingAddress). One AsyncState for both, so the page shows one pending state and the
// first failure's message; the address is not sent for a card the provider refused. Nothing here stores
// the card: the gift flow keeps its token (createGiftFlow.addGuestCard).
import { type Observable, map, of, switchMap } from 'rxjs';
import { failed, idle, loading, ok, type AsyncState } from '../shared/async-state';
import type { BillingAddressForm, CardEntry, GuestCardEntry, GuestCardToken, PaymentError } from '../payments';

export interface GiftGuestCard {
  readonly card: GuestCardToken;
  readonly addressToken: string;
}

export interface AddGiftGuestCardDeps {
  readonly tokenize: (card: GuestCardEntry) => Observable<AsyncState<GuestCardToken, PaymentError>>;
  readonly addAddress: (form: BillingAddressForm) => Observable<AsyncState<{ readonly addressToken: string }, PaymentError>>;
}

/** A step's state that is not its value, carried over as the whole's. */
const carry = <A, B>(s: AsyncState<A, PaymentError>): AsyncState<B, PaymentError> =>
  s.status === 'error' ? failed<B, PaymentError>(s.error, s.message) : s.status === 'idle' ? idle<B, PaymentError>() : loading<B, PaymentError>();

export const makeAddGiftGuestCard =
  (d: AddGiftGuestCardDeps) =>
  (input: { readonly card: CardEntry; readonly address: BillingAddressForm }): Observable<AsyncState<GiftGuestCard, PaymentError>> =>
    d.tokenize({ ...input.card, postalCode: input.address.postalCode }).pipe(
      switchMap((t) =>
        t.status !== 'ok'
          ? of(carry<GuestCardToken, GiftGuestCard>(t))
          : d.addAddress(input.address).pipe(
              map((a) => (a.status === 'ok' ? ok<GiftGuestCard, PaymentError>({ card: t.value, addressToken: a.value.addressToken }) : carry<{ readonly addressToken: string }, GiftGuestCard>(a))),
            ),
      ),
    );
