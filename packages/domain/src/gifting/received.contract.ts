// Behaviours every adapter of the ReceivedEgifts port must show (issue #27): run against the fake in its tests and
// against the HTTP adapter with a real server, where the token comes from a real purchase's delivery e-mail.
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { ErrorCodes } from '../shared/errors';
import { CardCodes } from '../cards/payment-codes';
import type { ReceivedEgifts } from './ports';

export interface ReceivedEgiftsFixture {
  readonly port: ReceivedEgifts;
  /** A claim token of an e-gift nobody has added yet, and its card's balance (minor units). */
  readonly token: string;
  readonly balance: number;
  /** Adds the token's card to a member's cards (the e-gift load path). */
  readonly claim: (token: string) => Promise<void>;
}

export const describeReceivedEgiftsContract = (name: string, make: () => Promise<ReceivedEgiftsFixture>): void => {
  describe(`ReceivedEgifts contract: ${name}`, () => {
    it('reveals the card its token names, the same each time, never its security code', async () => {
      const f = await make();
      const first = await firstValueFrom(f.port.reveal(f.token));
      if (first._tag === 'Left') throw new Error(`answered ${first.left.code}`);
      const gift = first.right;
      expect(gift.cardNumber).toMatch(/^\d{16}$/);
      expect(gift.balance.amount).toBe(f.balance);
      expect(gift.design.name).not.toBe('');
      expect(JSON.stringify(gift)).not.toMatch(/securityCode/i);
      expect(await firstValueFrom(f.port.reveal(f.token))).toEqual(first);
    });

    it('answers a token that names no gift with a not-found Left', async () => {
      const f = await make();
      const r = await firstValueFrom(f.port.reveal('no-such-gift-token-0000000000000000000000000'));
      expect(r._tag === 'Left' && (r.left.code === ErrorCodes.NOT_FOUND || r.left.status === 404)).toBe(true);
    });

    it('answers 122000 once a member has added the card', async () => {
      const f = await make();
      await f.claim(f.token);
      const r = await firstValueFrom(f.port.reveal(f.token));
      expect(r._tag === 'Left' ? r.left.code : 'revealed').toBe(CardCodes.ALREADY_REGISTERED);
    });
  });
};
