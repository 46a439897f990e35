// The stored-value card pages' addresses (spec section 2 "Stored-value cards"), and the page each card or
// payment action of the domain names.
import type { CardPageTarget } from '@crema/domain/cards';
import { PaymentPaths } from './payments';

export const CardPaths = {
  list: '/account/cards',
  add: '/account/cards/add',
  card: (cardId: string): string => `/account/cards/${encodeURIComponent(cardId)}`,
} as const;

export const cardPagePath = (target: CardPageTarget): string => {
  switch (target.page) {
    case 'cards':
      return CardPaths.list;
    case 'card':
      return CardPaths.card(target.cardId);
    case 'addCard':
      return CardPaths.add;
    case 'paymentMethods':
      return PaymentPaths.home;
  }
};

/** Where a scan button goes without its overlay's state: the card's pay overlay when the card is known, else the cards list. */
export const scanCardPath = (cardId: string | undefined): string => (cardId === undefined ? CardPaths.list : `${CardPaths.card(cardId)}#pay`);
