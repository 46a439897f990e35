// The domain's card-network table (its CardNetworks contract) and the payment provider's rule over it, the one the
// fake provider and the server's run (their agreement with the card libraries the table was taken from is checked
// in adapters-fake/src/payments/card-networks.test.ts, where those libraries are).
import { describe, it, expect } from 'vitest';
import { describeCardNetworksContract } from './card-networks.contract';
import { createCardNetworks, matchCardNetworks } from './card-network-table';
import { checkCardToTokenize } from './card-token-rules';
import { CARD_BRANDS, GUEST_CARD_BRANDS } from './model';
import { PaymentCodes } from './errors';
import type { TokenizeCardCommand } from './ports';

describeCardNetworksContract('domain table', createCardNetworks);

const NOW = Date.UTC(2026, 10, 22, 12);
const card = (cardNumber: string, securityCode = '123', more: Partial<TokenizeCardCommand> = {}): TokenizeCardCommand => ({
  cardNumber,
  securityCode,
  expiry: { month: 12, year: 2030 },
  allowedBrands: CARD_BRANDS,
  ...more,
});
const outcome = (cmd: TokenizeCardCommand, declined: readonly string[] = []) => {
  const r = checkCardToTokenize(cmd, NOW, declined);
  return r._tag === 'Right' ? r.right : { code: r.left.code, status: r.left.status, context: r.left.context };
};

describe('the card-network table', () => {
  it('names only the most specific network once every candidate prefix is matched in full', () => {
    expect(matchCardNetworks('401178').map((m) => m.network)).toEqual(['elo']);
    expect(matchCardNetworks('4111').map((m) => [m.network, m.prefixLength])).toEqual([['visa', 1]]);
    expect(matchCardNetworks('6').map((m) => m.network).sort()).toEqual(['discover', 'elo', 'hiper', 'hipercard', 'maestro', 'troy', 'unionpay'].sort());
    expect(matchCardNetworks('')).toEqual([]);
    expect(matchCardNetworks('41x1')).toEqual([]);
  });
});

describe('the payment provider rule (checkCardToTokenize)', () => {
  it('tokenizes a card of a brand the caller takes, with its last four', () => {
    expect(outcome(card('4111 1111 1111 1111'))).toEqual({ brand: 'visa', lastFour: '1111' });
    expect(outcome(card('5555-5555-5555-4444'))).toEqual({ brand: 'mastercard', lastFour: '4444' });
    expect(outcome(card('378282246310005', '1234'))).toEqual({ brand: 'amex', lastFour: '0005' });
    expect(outcome(card('6011111111111117', '123', { allowedBrands: GUEST_CARD_BRANDS }))).toEqual({ brand: 'discover', lastFour: '1117' });
  });

  it('refuses a number that fails its check digit or its brand\'s lengths, and a security code of another length (121000)', () => {
    for (const c of [card('4111111111111112'), card('41111111111111'), card('4111111111111111', '1234'), card('378282246310005', '123'), card('4111111111111111', '12a'), card('')]) {
      expect(outcome(c)).toMatchObject({ code: PaymentCodes.CARD_DETAILS_WRONG, status: 400 });
    }
  });

  it('refuses a brand the caller does not take, naming it (CARD_BRAND_NOT_ACCEPTED); UnionPay numbers carry no check digit', () => {
    expect(outcome(card('3530111333300000'))).toEqual({ code: PaymentCodes.BRAND_NOT_ACCEPTED, status: 400, context: { brand: 'jcb' } });
    expect(outcome(card('5555555555554444', '123', { allowedBrands: ['visa'] }))).toMatchObject({ code: PaymentCodes.BRAND_NOT_ACCEPTED, context: { brand: 'mastercard' } });
    expect(outcome(card('6212345678901234'))).toMatchObject({ code: PaymentCodes.BRAND_NOT_ACCEPTED, context: { brand: 'unionpay' } });
  });

  it('refuses an expired card (121044) and a declined number (121048, a 402)', () => {
    expect(outcome(card('4111111111111111', '123', { expiry: { month: 10, year: 2026 } }))).toMatchObject({ code: PaymentCodes.CARD_MAY_HAVE_EXPIRED, status: 400 });
    expect(outcome(card('4000 0000 0000 0002'), ['4000000000000002'])).toMatchObject({ code: PaymentCodes.REJECTED, status: 402 });
  });
});
