import type { Observable } from 'rxjs';
import type { StoredValueCard } from './model';
import type { CardLedger } from './ports';
import { identity, inContext, track, type CardState } from './track';

/** The member's cards, primary first. Emits loading (with the previous list, if given), then ok or error. */
export const makeListCards =
  (d: { readonly ledger: CardLedger }) =>
  (previous?: readonly StoredValueCard[]): Observable<CardState<readonly StoredValueCard[]>> =>
    track(d.ledger.list(), inContext('cards'), identity, previous);
