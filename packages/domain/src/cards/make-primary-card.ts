import type { Observable } from 'rxjs';
import type { StoredValueCard } from './model';
import type { CardLedger } from './ports';
import { PaymentErrorActions, resolvePaymentError } from './payment-codes';
import { identity, track, type CardState } from './track';

/** Makes a card the primary one. Spec section 8: a makePrimaryCardError goes to the card's page. */
export const makeMakePrimaryCard =
  (d: { readonly ledger: CardLedger }) =>
  (cardId: string): Observable<CardState<StoredValueCard>> =>
    track(d.ledger.makePrimary(cardId), (e) => ({
      message: resolvePaymentError(e, 'cards').message,
      action: { ...PaymentErrorActions.manageCard, target: { page: 'card', cardId } },
    }), identity);
