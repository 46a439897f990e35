// The wallet and address codecs meet random, mutated and truncated JSON without throwing; what they accept is a
// well-formed instrument or address, and every instrument and address survives the trip through the wire.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AddressCodec, AddressInputCodec, PaymentInstrumentCodec, PaymentInstrumentsCodec, AddCardCommandCodec } from './codecs';
import { arbValidAddress, arbWallet } from './test-arbitraries';
import { PAYMENT_TYPES } from './model';

const wire = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('payments wire codecs', () => {
  it('round-trips every wallet and address through JSON', () => {
    fc.assert(
      fc.property(arbWallet, arbValidAddress, fc.stringMatching(/^[a-z0-9-]{1,40}$/), (wallet, input, addressId) => {
        expect(PaymentInstrumentsCodec.decode(wire(wallet))).toEqual({ _tag: 'Right', right: wallet });
        expect(AddressInputCodec.decode(wire(input))).toEqual({ _tag: 'Right', right: input });
        expect(AddressCodec.decode(wire({ ...input, addressId }))).toEqual({ _tag: 'Right', right: { ...input, addressId } });
      }),
    );
  });

  it('never throws on random JSON, and what decodes has a known payment type and a last four of 0 or 4 digits', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        const r = PaymentInstrumentCodec.decode(j);
        if (r._tag === 'Right') {
          expect(PAYMENT_TYPES).toContain(r.right.paymentType);
          expect(r.right.accountNumberLastFour).toMatch(/^(\d{4})?$/);
        }
        AddressCodec.decode(j);
        AddCardCommandCodec.decode(j);
      }),
    );
  });

  it('refuses an instrument with one field mutated or missing', () => {
    fc.assert(
      fc.property(arbWallet.filter((w) => w.length > 0), fc.constantFrom('paymentType', 'accountNumberLastFour', 'default', 'paymentInstrumentId', 'token'), (wallet, field) => {
        const first = wire(wallet[0]) as Record<string, unknown>;
        const mutated: Readonly<Record<string, unknown>> = { paymentType: 'jcb', accountNumberLastFour: '12', default: 'yes', paymentInstrumentId: '', token: 42 };
        expect(PaymentInstrumentCodec.decode({ ...first, [field]: mutated[field] })._tag).toBe('Left');
        const { [field]: _gone, ...without } = first;
        expect(PaymentInstrumentCodec.decode(without)._tag).toBe('Left');
      }),
    );
  });

  it('refuses a card command carrying more text than a form can hold', () => {
    expect(AddCardCommandCodec.decode({ token: 'x'.repeat(201), brand: 'visa', lastFour: '1111', expiry: { month: 1, year: 2030 }, billingAddressId: 'a' })._tag).toBe('Left');
    expect(AddCardCommandCodec.decode({ token: 't', brand: 'jcb', lastFour: '1111', expiry: { month: 1, year: 2030 }, billingAddressId: 'a' })._tag).toBe('Left');
  });
});
