import { of, type Observable } from 'rxjs';
import type { IdGenerator } from '../shared/ids';
import { idempotencyKeyFor, type KeyedAction } from './idempotency';
import type { InstrumentChoice, StoredValueCard } from './model';
import type { CardLedger } from './ports';
import { validateReload } from './rules';
import { failedWith, identity, inContext, track, type CardState } from './track';

export interface ReloadCardInput extends KeyedAction {
  readonly card: StoredValueCard;
  readonly amount?: number;
  readonly paymentInstrument?: InstrumentChoice;
  /** How many saved payment instruments the member has (0: the next step is /account/payment-method). */
  readonly instrumentCount: number;
}

/**
 * Add money (#add-money). Checks the form first (no instruments: NO_PAYMENT_METHODS with the
 * 'Add payment method' action to the payment-method page; no amount: 121005; no instrument chosen:
 * NO_PAYMENT_METHOD_SELECTED; over $500: 121023) without calling; then reloads. Ok: the updated card.
 */
export const makeReloadCard =
  (d: { readonly ledger: CardLedger; readonly ids?: IdGenerator }) =>
  (i: ReloadCardInput): Observable<CardState<StoredValueCard>> => {
    const checked = validateReload({
      ...(i.amount === undefined ? {} : { amount: i.amount }),
      ...(i.paymentInstrument === undefined ? {} : { paymentInstrument: i.paymentInstrument }),
      instrumentCount: i.instrumentCount,
      balance: i.card.balance.amount,
    });
    if (checked._tag === 'Left') return of(failedWith<StoredValueCard>(checked.left, inContext('reload')));
    return track(d.ledger.reload({ cardId: i.card.cardId, ...checked.right, idempotencyKey: idempotencyKeyFor(i, d.ids, 'reload') }), inContext('reload'), identity);
  };
