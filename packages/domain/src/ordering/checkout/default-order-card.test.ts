import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StoredValueCard } from '../../cards';
import type { OrderPayment } from '../order-model';
import { defaultOrderCard } from './payment-rules';

const card = (cardId: string, primary: boolean): StoredValueCard => ({
  cardId, cardNumber: '7777', nickname: cardId, cardImageUrl: '', productNumber: 'p', balance: { amount: 1000, currency: 'USD' }, primary,
});
const arbCards = fc.uniqueArray(fc.nat(20), { maxLength: 5 }).chain((ids) => fc.tuple(...ids.map((n) => fc.boolean().map((p) => card(`c${n}`, p)))));
const guestCard: OrderPayment = { kind: 'guestCard', card: { token: 't', brand: 'visa', lastFour: '1111', tokenAcquiredTimestamp: 1 } };

describe('defaultOrderCard (a member’s first way to pay)', () => {
  it('is the primary card, else the first, while nothing of the member’s is chosen', () => {
    fc.assert(
      fc.property(arbCards, fc.constantFrom<OrderPayment | undefined>(undefined, guestCard), (cards, chosen) => {
        expect(defaultOrderCard(cards, chosen)).toBe(cards.find((c) => c.primary) ?? cards[0]);
      }),
    );
  });

  it('keeps what the member chose', () => {
    fc.assert(
      fc.property(arbCards, (cards) => {
        expect(defaultOrderCard(cards, { kind: 'storedValue', cardId: 'x', balanceMinor: 0 })).toBeUndefined();
        expect(defaultOrderCard(cards, { kind: 'instrument', paymentInstrumentId: 'pi', paymentType: 'visa' })).toBeUndefined();
      }),
    );
  });
});
