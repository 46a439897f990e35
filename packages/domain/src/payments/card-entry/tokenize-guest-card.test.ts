import { describe, it, expect } from 'vitest';
import { lastValueFrom, of } from 'rxjs';
import { right } from 'fp-ts/Either';
import { createManualClock } from '../../shared/clock';
import type { CardTokenizer, TokenizeCardCommand } from '../ports';
import { makeTokenizeGuestCard } from './tokenize-guest-card';

const NOW = Date.UTC(2026, 10, 22, 16, 30);

const spyTokenizer = () => {
  const calls: TokenizeCardCommand[] = [];
  const tokenizer: CardTokenizer = {
    tokenize: (cmd) => {
      calls.push(cmd);
      return of(right({ token: 'tok-1', brand: 'visa' as const, lastFour: '1111' }));
    },
  };
  return { tokenizer, calls };
};

describe('makeTokenizeGuestCard', () => {
  it('sends the billing ZIP typed with the card to the provider, and keeps it out of the token it answers', async () => {
    const { tokenizer, calls } = spyTokenizer();
    const tokenize = makeTokenizeGuestCard({ tokenizer, clock: createManualClock(NOW) });
    const s = await lastValueFrom(tokenize({ cardNumber: '4111111111111111', expiry: { month: 12, year: 2030 }, securityCode: '123', postalCode: ' 98101 ' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ cardNumber: '4111111111111111', postalCode: '98101', allowedBrands: ['amex', 'discover', 'mastercard', 'visa'] });
    expect(s).toMatchObject({ status: 'ok', value: { token: 'tok-1', brand: 'visa', lastFour: '1111', tokenAcquiredTimestamp: NOW } });
    expect(s.status === 'ok' && Object.keys(s.value).sort()).toEqual(['brand', 'lastFour', 'token', 'tokenAcquiredTimestamp']);
  });

  it('calls no provider while the card fields are invalid', async () => {
    const { tokenizer, calls } = spyTokenizer();
    const tokenize = makeTokenizeGuestCard({ tokenizer, clock: createManualClock(NOW) });
    const s = await lastValueFrom(tokenize({ cardNumber: '4111', expiry: { month: 1, year: 2020 }, securityCode: '', postalCode: '98101' }));
    expect(s.status).toBe('error');
    expect(calls).toHaveLength(0);
  });
});
