import { of, type Observable } from 'rxjs';
import type { IdGenerator } from '../shared/ids';
import { idempotencyKeyFor, type KeyedAction } from './idempotency';
import type { StoredValueCard, TransferResult } from './model';
import type { CardLedger } from './ports';
import { applyTransfer } from './rules';
import { failedWith, identity, inContext, track, type CardState } from './track';

/**
 * Moves balance between two of the member's cards. Checked first against the balances the screen holds
 * (same card, missing amount, more than the source holds, or the destination past $500: 121023), then
 * sent. Unknown failures show the unexpected error with 'Manage card'. Ok: both cards after the move.
 */
export const makeTransferBalance =
  (d: { readonly ledger: CardLedger; readonly ids?: IdGenerator }) =>
  (i: KeyedAction & { readonly from: StoredValueCard; readonly to: StoredValueCard; readonly amount?: number }): Observable<CardState<TransferResult>> => {
    const checked = applyTransfer({
      fromCardId: i.from.cardId,
      toCardId: i.to.cardId,
      ...(i.amount === undefined ? {} : { amount: i.amount }),
      fromBalance: i.from.balance.amount,
      toBalance: i.to.balance.amount,
    });
    if (checked._tag === 'Left') return of(failedWith<TransferResult>(checked.left, inContext('transfer')));
    return track(
      d.ledger.transfer({ fromCardId: i.from.cardId, toCardId: i.to.cardId, amount: checked.right.amount, idempotencyKey: idempotencyKeyFor(i, d.ids, 'transfer') }),
      inContext('transfer'),
      identity,
    );
  };
