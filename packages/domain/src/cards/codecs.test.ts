// Every cards decoder meets random and truncated JSON without throwing, and what it accepts is well formed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as t from 'io-ts';
import { parsedPrefix } from '../shared/test-codecs';
import {
  AddCardRequestCodec,
  AddCardResultCodec,
  AutoReloadAnswerCodec,
  AutoReloadVariablesCodec,
  BarcodeBodyCodec,
  CardActivityPageCodec,
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

const card = testCard({ autoReloadProfile: { status: 'active', amount: 2500, triggerAmount: 1000, paymentInstrumentId: 'pi-1' } });

/** Each decoder with a sample it must accept. */
const cases: readonly { readonly name: string; readonly codec: t.Decoder<unknown, unknown>; readonly sample: unknown }[] = [
  { name: 'AddCardRequestCodec', codec: AddCardRequestCodec, sample: { cardNumber: '6104172399001000', securityCode: '10001000' } },
  { name: 'AddCardResultCodec', codec: AddCardResultCodec, sample: { card, transfer: { toCardId: 'card-2', amount: 300 } } },
  { name: 'AutoReloadAnswerCodec', codec: AutoReloadAnswerCodec, sample: { autoReload: card } },
  { name: 'AutoReloadVariablesCodec', codec: AutoReloadVariablesCodec, sample: { cardId: 'card-1', amount: 2500, paymentMethodId: 'pi-1', triggerAmount: 1000, idempotencyKey: 'autoreload-1' } },
  { name: 'BarcodeBodyCodec', codec: BarcodeBodyCodec, sample: { cardNumber: '6104172300184521' } },
  { name: 'CardInfoCodec', codec: CardInfoCodec, sample: { cardNumber: '6104172399005000', securityCode: '50005000', balance: 2500, productNumber: 'p', cardImageUrl: 'i' } },
  { name: 'CardInfoFromTokenBodyCodec', codec: CardInfoFromTokenBodyCodec, sample: { cashstarToken: 'cs-demo-egift-25' } },
  { name: 'DisableAutoReloadVariablesCodec', codec: DisableAutoReloadVariablesCodec, sample: { cardId: 'card-1' } },
  { name: 'ReloadBodyCodec', codec: ReloadBodyCodec, sample: { amount: 1000, paymentInstrumentId: 'pi-1', idempotencyKey: 'reload-1' } },
  { name: 'RemovedCardCodec', codec: RemovedCardCodec, sample: { cardId: 'card-1', cardNumber: '6104172300184521' } },
  { name: 'StoredValueCardCodec', codec: StoredValueCardCodec, sample: card },
  { name: 'StoredValueCardsCodec', codec: StoredValueCardsCodec, sample: [card, testCard({ cardId: 'card-2', primary: false })] },
  { name: 'TransferBodyCodec', codec: TransferBodyCodec, sample: { fromCardId: 'card-1', toCardId: 'card-2', amount: 100, idempotencyKey: 'transfer-1' } },
  {
    name: 'CardActivityPageCodec',
    codec: CardActivityPageCodec,
    sample: { entries: [{ id: 'mv-2', kind: 'auto-reload', amount: 2500, balanceAfter: 3320, at: 2 }, { id: 'mv-1', kind: 'payment', amount: -1025, balanceAfter: 820, at: 2 }], next: '41' },
  },
  { name: 'TransferResultCodec', codec: TransferResultCodec, sample: { from: card, to: testCard({ cardId: 'card-2', primary: false }) } },
];

const decodesWithoutThrowing = (d: t.Decoder<unknown, unknown>, u: unknown): boolean => {
  const r = d.decode(u);
  return r._tag === 'Left' || r._tag === 'Right';
};

describe('cards codecs', () => {
  for (const { name, codec: d, sample } of cases) {
    it(`${name} decodes its sample and survives random and truncated JSON`, () => {
      expect(d.decode(sample)._tag).toBe('Right');
      fc.assert(fc.property(fc.jsonValue(), (u) => decodesWithoutThrowing(d, u)), { numRuns: 200 });
      const text = JSON.stringify(sample);
      fc.assert(
        fc.property(fc.nat(text.length - 1), (cut) => {
          const parsed = parsedPrefix(text, cut);
          return parsed === undefined || decodesWithoutThrowing(d, parsed);
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
    expect(ReloadBodyCodec.decode({ amount: 10.5, paymentInstrumentId: 'pi', idempotencyKey: 'reload-key-1' })._tag).toBe('Left');
    expect(ReloadBodyCodec.decode({ amount: 1000, paymentInstrumentId: 'pi' })._tag).toBe('Left');
    expect(TransferBodyCodec.decode({ fromCardId: 'a', toCardId: 'b', amount: 1, idempotencyKey: 'has space' })._tag).toBe('Left');
  });
});
