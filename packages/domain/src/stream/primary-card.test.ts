import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../shared';
import type { StoredValueCard } from '../cards';
import { nextPrimaryCardState, PRIMARY_CARD_IDLE, type PrimaryCardState } from './primary-card';

const card = (cardId: string, primary: boolean): StoredValueCard => ({
  cardId, cardNumber: '7777', nickname: 'My card', cardImageUrl: '', productNumber: 'p', balance: { amount: 0, currency: 'USD' }, primary,
});

const arbPrevious: fc.Arbitrary<PrimaryCardState> = fc.oneof(
  fc.constantFrom<PrimaryCardState>({ status: 'idle' }, { status: 'loading' }, { status: 'error' }),
  fc.option(fc.string(), { nil: undefined }).map((cardId): PrimaryCardState => ({ status: 'ok', cardId })),
);

describe('the primary card state', () => {
  it('takes the primary card of a list, or none', () => {
    expect(nextPrimaryCardState(PRIMARY_CARD_IDLE, { status: 'ok', value: [card('a', false), card('b', true)] })).toEqual({ status: 'ok', cardId: 'b' });
    expect(nextPrimaryCardState(PRIMARY_CARD_IDLE, { status: 'ok', value: [card('a', false)] })).toEqual({ status: 'ok', cardId: undefined });
  });

  it('a failed lookup is an error whatever came before', () => {
    fc.assert(
      fc.property(arbPrevious, (previous) => {
        expect(nextPrimaryCardState(previous, { status: 'error', error: domainError('HTTP_500', { status: 500 }), message: 'x' })).toEqual({ status: 'error' });
      }),
    );
  });

  it('a reload keeps a known card (no flicker of the scan buttons); otherwise it is loading', () => {
    fc.assert(
      fc.property(arbPrevious, (previous) => {
        const next = nextPrimaryCardState(previous, { status: 'loading' });
        expect(next).toEqual(previous.status === 'ok' ? previous : { status: 'loading' });
      }),
    );
  });
});
