import type { Observable } from 'rxjs';
import type { StoredValueCard } from './model';
import type { CardLedger } from './ports';
import { identity, inContext, track, type CardState } from './track';

/** One card (/account/cards/{cardId}). A card the member does not hold is NOT_FOUND (unexpected-error text). */
export const makeGetCard =
  (d: { readonly ledger: CardLedger }) =>
  (cardId: string): Observable<CardState<StoredValueCard>> =>
    track(d.ledger.get(cardId), inContext('cards'), identity);
