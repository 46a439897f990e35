// Spec section 4 "Card add": the card is added; if its balance is 0 or less and it is a transfer, a
// remove-or-keep dialog opens; otherwise go to the card list (when adding from the cards pages) or show an
// add-card success notice (when adding from elsewhere, e.g. a home "Register card" prompt). A card added
// with less than $5 also asks to load it (spec section 9).
import type { AddCardResult, StoredValueCard } from './model';
import { CardMessages, cardRemovedMessage } from './messages';
import type { PaymentErrorAction } from './payment-codes';
import { lastFour, shouldPromptLoad } from './rules';

/** Where the add-card form lives: the cards pages, or a modal elsewhere in the app. */
export type AddCardOrigin = 'cardsPage' | 'inline';

/** 'showList': the app shows the card list (with the card, and the load prompt when asked); 'notice': it stays and tells. */
export type AddCardOutcome =
  | { readonly kind: 'showList'; readonly cardId: string; readonly promptLoad: boolean }
  | { readonly kind: 'notice'; readonly message: string; readonly cardId: string; readonly promptLoad: boolean };

export type AddCardPhase =
  | { readonly phase: 'editing' }
  | { readonly phase: 'submitting'; readonly transfer: boolean }
  | { readonly phase: 'failed'; readonly message: string; readonly action?: PaymentErrorAction }
  /** The transfer emptied the new card: remove it or keep it. */
  | { readonly phase: 'removeOrKeep'; readonly card: StoredValueCard }
  | { readonly phase: 'removing'; readonly card: StoredValueCard }
  | { readonly phase: 'removeFailed'; readonly card: StoredValueCard; readonly message: string }
  | { readonly phase: 'done'; readonly outcome: AddCardOutcome; readonly notice?: string };

export type AddCardState = AddCardPhase & { readonly origin: AddCardOrigin };

export type AddCardEvent =
  | { readonly type: 'submit'; readonly transfer: boolean }
  | { readonly type: 'added'; readonly result: AddCardResult }
  | { readonly type: 'failed'; readonly message: string; readonly action?: PaymentErrorAction }
  | { readonly type: 'keep' }
  | { readonly type: 'remove' }
  | { readonly type: 'removed'; readonly cardNumber: string }
  | { readonly type: 'removeFailed'; readonly message?: string }
  | { readonly type: 'edit' };

export const initialAddCardState = (origin: AddCardOrigin): AddCardState => ({ origin, phase: 'editing' });

/** Where a successfully added card leads, per origin. */
export const addCardOutcome = (origin: AddCardOrigin, card: StoredValueCard): AddCardOutcome => {
  const promptLoad = shouldPromptLoad(card.balance.amount);
  return origin === 'cardsPage'
    ? { kind: 'showList', cardId: card.cardId, promptLoad }
    : { kind: 'notice', message: CardMessages.cardAdded, cardId: card.cardId, promptLoad };
};

const listOutcome = (card: StoredValueCard): AddCardOutcome => ({ kind: 'showList', cardId: card.cardId, promptLoad: false });

export const addCardReducer = (s: AddCardState, e: AddCardEvent): AddCardState => {
  const at = (p: AddCardPhase): AddCardState => ({ ...p, origin: s.origin });
  switch (e.type) {
    case 'submit':
      return s.phase === 'editing' || s.phase === 'failed' ? at({ phase: 'submitting', transfer: e.transfer }) : s;
    case 'added': {
      if (s.phase !== 'submitting') return s;
      const card = e.result.card;
      return s.transfer && card.balance.amount <= 0
        ? at({ phase: 'removeOrKeep', card })
        : at({ phase: 'done', outcome: addCardOutcome(s.origin, card) });
    }
    case 'failed':
      if (s.phase !== 'submitting') return s;
      return at(e.action === undefined ? { phase: 'failed', message: e.message } : { phase: 'failed', message: e.message, action: e.action });
    case 'keep':
      return s.phase === 'removeOrKeep' || s.phase === 'removeFailed' ? at({ phase: 'done', outcome: listOutcome(s.card) }) : s;
    case 'remove':
      return s.phase === 'removeOrKeep' || s.phase === 'removeFailed' ? at({ phase: 'removing', card: s.card }) : s;
    case 'removed':
      return s.phase === 'removing'
        ? at({ phase: 'done', outcome: listOutcome(s.card), notice: cardRemovedMessage(lastFour(e.cardNumber)) })
        : s;
    case 'removeFailed':
      return s.phase === 'removing' ? at({ phase: 'removeFailed', card: s.card, message: e.message ?? CardMessages.removeFailed }) : s;
    case 'edit':
      return s.phase === 'failed' ? at({ phase: 'editing' }) : s;
  }
};
