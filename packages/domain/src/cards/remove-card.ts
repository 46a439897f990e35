import { concat, map, of, type Observable } from 'rxjs';
import { failed, loading, ok } from '../shared/async-state';
import { CardMessages, cardRemovedMessage } from './messages';
import type { CardLedger } from './ports';
import { lastFour } from './rules';
import type { CardError, CardState } from './track';

export interface CardRemoval {
  readonly cardId: string;
  readonly lastFourDigits: string;
  /** 'Card ({lastFourDigits}) removed' filled in. */
  readonly message: string;
}

/** Removes a card. Ok carries the 'Card (1234) removed' notice; any failure shows 'Failed to remove card'. */
export const makeRemoveCard =
  (d: { readonly ledger: CardLedger }) =>
  (cardId: string): Observable<CardState<CardRemoval>> =>
    concat(
      of(loading<CardRemoval, CardError>()),
      d.ledger.remove(cardId).pipe(
        map((r) => {
          if (r._tag === 'Left') return failed<CardRemoval, CardError>(r.left, CardMessages.removeFailed);
          const digits = lastFour(r.right.cardNumber);
          return ok<CardRemoval, CardError>({ cardId: r.right.cardId, lastFourDigits: digits, message: cardRemovedMessage(digits) });
        }),
      ),
    );
