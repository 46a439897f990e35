// The server's card records as the domain's StoredValueCard, and the order cards are listed in.
import { DEFAULT_CURRENCY } from '@crema/domain';
import type { StoredValueCard } from '@crema/domain/cards';
import type { StoredCardRecord } from './seed';

export const toCard = (r: StoredCardRecord): StoredValueCard => ({
  cardId: r.cardId,
  cardNumber: r.cardNumber,
  nickname: r.nickname,
  cardImageUrl: r.cardImageUrl,
  productNumber: r.productNumber,
  balance: { amount: r.balance, currency: DEFAULT_CURRENCY },
  primary: r.primary,
  ...(r.autoReloadProfile === undefined ? {} : { autoReloadProfile: { ...r.autoReloadProfile } }),
});

/** Primary first, then by registration. */
export const ordered = (cards: readonly StoredCardRecord[]): readonly StoredCardRecord[] =>
  [...cards].sort((a, b) => Number(b.primary) - Number(a.primary) || a.registeredAt - b.registeredAt || a.cardId.localeCompare(b.cardId));
