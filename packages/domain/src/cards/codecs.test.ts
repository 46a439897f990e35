// Every cards decoder meets random and truncated JSON without throwing, and what it accepts is well formed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as t from 'io-ts';
import {
  AddCardRequestCodec,
  AddCardResultCodec,
  AutoReloadAnswerCodec,
  AutoReloadVariablesCodec,
  BarcodeBodyCodec,
  CardInfoCodec,
  CardInfoFromTokenBodyCodec,
  DisableAutoReloadVariablesCodec,
  ReloadBodyCodec,
  RemovedCardCodec,
  StoredValueCardCodec,
  StoredValueCardsCodec,
  TransferBodyCodec,
  TransferResultCodec,
} from './codecs';
import { testCard } from './test-ledger';

const decoders: Record<string, t.Decoder<unknown, unknown>> = {
  AddCardRequestCodec,
  AddCardResultCodec,
  AutoReloadAnswerCodec,
  AutoReloadVariablesCodec,
  BarcodeBodyCodec,
  CardInfoCodec,
  CardInfoFromTokenBodyCodec,
  DisableAutoReloadVariablesCodec,
  ReloadBodyCodec,
  RemovedCardCodec,
  StoredValueCardCodec,
  StoredValueCardsCodec,
  TransferBodyCodec,
  TransferResultCodec,
};

const card = testCard({ autoReloadProfile: { status: 'active', amount: 2500, triggerAmount: 1000, paymentInstrumentId: 'pi-1' } });
const samples: Record<string, unknown> = {
  AddCardRequestCodec: { cardNumber: '6104172399001000', securityCode: '10001000' },
  AddCardResultCodec: { card, transfer: { toCardId: 'card-2', amount: 300 } },
  AutoReloadAnswerCodec: { autoReload: card },
  AutoReloadVariablesCodec: { cardId: 'card-1', amount: 2500, paymentMethodId: 'pi-1', triggerAmount: 1000, idempotencyKey: 'ar-1' },
  BarcodeBodyCodec: { cardNumber: '6104172300184521' },
  CardInfoCodec: { cardNumber: '6104172399005000', securityCode: '50005000', balance: 2500, productNumber: 'p', cardImageUrl: 'i' },
  CardInfoFromTokenBodyCodec: { cashstarToken: 'cs-demo-egift-25' },
  DisableAutoReloadVariablesCodec: { cardId: 'card-1' },
  ReloadBodyCodec: { amount: 1000, paymentInstrumentId: 'pi-1', idempotencyKey: 'reload-1' },
  RemovedCardCodec: { cardId: 'card-1', cardNumber: '6104172300184521' },
  StoredValueCardCodec: card,
  StoredValueCardsCodec: [card, testCard({ cardId: 'card-2', primary: false })],
  TransferBodyCodec: { fromCardId: 'card-1', toCardId: 'card-2', amount: 100, idempotencyKey: 'transfer-1' },
  TransferResultCodec: { from: card, to: testCard({ cardId: 'card-2', primary: false }) },
};

const decodesWithoutThrowing = (d: t.Decoder<unknown, unknown>, u: unknown): boolean => {
  const r = d.decode(u);
  return r._tag === 'Left' || r._tag === 'Right';
};

describe('cards codecs', () => {
  for (const [name, d] of Object.entries(decoders)) {
    it(`${name} decodes its sample and survives random and truncated JSON`, () => {
      const sample = samples[name];
      expect(d.decode(sample)._tag).toBe('Right');
      fc.assert(fc.property(fc.jsonValue(), (u) => decodesWithoutThrowing(d, u)), { numRuns: 200 });
      const text = JSON.stringify(sample);
      fc.assert(
        fc.property(fc.nat(text.length - 1), (cut) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text.slice(0, cut));
          } catch {
            return true;
          }
          return decodesWithoutThrowing(d, parsed);
        }),
        { numRuns: 100 },
      );
      // Dropping any one field of an object sample either still decodes (an optional field) or is refused.
      if (typeof sample === 'object' && sample !== null && !Array.isArray(sample)) {
        for (const k of Object.keys(sample)) {
          const { [k]: _gone, ...rest } = sample as Record<string, unknown>;
          expect(decodesWithoutThrowing(d, rest)).toBe(true);
        }
      }
    });
  }

  it('refuses a balance outside $0..$500 and a fractional amount', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 50_001 }), fc.double({ noInteger: true })), (amount) =>
        StoredValueCardCodec.decode({ ...card, balance: { amount, currency: 'USD' } })._tag === 'Left'),
    );
    expect(ReloadBodyCodec.decode({ amount: 10.5, paymentInstrumentId: 'pi', idempotencyKey: 'k-1' })._tag).toBe('Left');
    expect(ReloadBodyCodec.decode({ amount: 1000, paymentInstrumentId: 'pi' })._tag).toBe('Left');
    expect(TransferBodyCodec.decode({ fromCardId: 'a', toCardId: 'b', amount: 1, idempotencyKey: 'has space' })._tag).toBe('Left');
  });
});
