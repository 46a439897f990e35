import { concat, of, switchMap, type Observable } from 'rxjs';
import { loading } from '../shared/async-state';
import type { AddCardResult } from './model';
import type { CardLedger } from './ports';
import { makeAddCard } from './add-card';
import { failedWith, inContext, type CardError, type CardState } from './track';

/**
 * The e-gift "load" path: reads the card behind a cashstar token, then registers it. The number and
 * security code only pass through memory. Failures resolve in the card-add list.
 */
export const makeAddCardFromToken = (d: { readonly ledger: CardLedger }) => {
  const addCard = makeAddCard(d);
  return (cashstarToken: string, transferToCardId?: string): Observable<CardState<AddCardResult>> =>
    concat(
      of(loading<AddCardResult, CardError>()),
      d.ledger.cardInfoFromToken(cashstarToken).pipe(
        switchMap((info) =>
          info._tag === 'Left'
            ? of(failedWith<AddCardResult>(info.left, inContext('cardAdd')))
            : addCard({
                cardNumber: info.right.cardNumber,
                securityCode: info.right.securityCode,
                ...(transferToCardId === undefined ? {} : { transferToCardId }),
              }),
        ),
      ),
    );
};
