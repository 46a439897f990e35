import type { Observable } from 'rxjs';
import { appendActivity, type CardActivityPage } from './activity';
import type { CardLedger } from './ports';
import { inContext, track, type CardState } from './track';

/**
 * A card's activity (/account/cards/{cardId}): the newest page, or with `shown` the page after it appended to the
 * lines already shown ("Show more"; they stay shown while it loads and when it fails).
 */
export const makeCardActivity =
  (d: { readonly ledger: CardLedger }) =>
  (cardId: string, shown?: CardActivityPage): Observable<CardState<CardActivityPage>> =>
    track(d.ledger.activity(cardId, shown?.next === undefined ? {} : { before: shown.next }), inContext('cards'), (page) => appendActivity(shown, page), shown);
