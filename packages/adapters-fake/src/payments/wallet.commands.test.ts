// Model-based run of the wallet: random sequences of add / edit / remove / set-default / link-PayPal against
// the fake, with injected failures mid-flow. Invariants after every step: exactly one default (or none when
// empty), and nothing lost or invented: the wallet equals the model, which changes only on success.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, type Observable } from 'rxjs';
import { hasExactlyOneDefault, type PaymentInstrument } from '@crema/domain/payments';
import { contractAddress } from '@crema/domain/payments/contract';
import { PAYMENT_METHOD_OPERATIONS as Ops } from './payment-methods';
import { TOKENIZE_OPERATION } from './card-tokenizer';
import { makePaymentsFakes } from './test-harness';

type Fakes = ReturnType<typeof makePaymentsFakes> & { addressId: string };
interface Row {
  readonly id: string;
  readonly isDefault: boolean;
  readonly nickname: string;
  readonly type: string;
}
interface Model {
  rows: Row[];
}

const VALID_CARDS = ['4111111111111111', '5555555555554444', '6011111111111117', '4242424242424242'];

const setDefaultIn = (rows: Row[], id: string): Row[] => rows.map((r) => ({ ...r, isDefault: r.id === id }));
const afterAdd = (rows: Row[], row: Row, makeDefault: boolean): Row[] =>
  makeDefault || rows.length === 0 ? setDefaultIn([...rows, row], row.id) : [...rows, { ...row, isDefault: false }];
const afterRemove = (rows: Row[], id: string): Row[] => {
  const rest = rows.filter((r) => r.id !== id);
  const keep = rest.find((r) => r.isDefault) ?? rest[0];
  return keep === undefined ? [] : setDefaultIn(rest, keep.id);
};

const rowOf = (i: PaymentInstrument): Row => ({ id: i.paymentInstrumentId, isDefault: i.default, nickname: i.nickname, type: i.paymentType });

/** Sets a one-time failure on `op` when asked, runs, then clears any rule left unconsumed. */
const withFault = async <T>(f: Fakes, op: string | undefined, run: () => Promise<T>): Promise<T> => {
  if (op !== undefined) f.backend.faults.set(op, { code: '121059', times: 1 });
  try {
    return await run();
  } finally {
    f.backend.faults.clear();
  }
};

const check = async (m: Model, f: Fakes): Promise<void> => {
  const r = await firstValueFrom(f.paymentMethods.list());
  if (r._tag === 'Left') throw new Error(r.left.code);
  expect(hasExactlyOneDefault(r.right)).toBe(true);
  expect(r.right.map(rowOf)).toEqual(m.rows);
};

class AddCard implements fc.AsyncCommand<Model, Fakes> {
  constructor(readonly card: string, readonly makeDefault: boolean, readonly fault: string | undefined) {}
  check = () => true;
  async run(m: Model, f: Fakes): Promise<void> {
    const result = await withFault(f, this.fault, async () => {
      const t = await firstValueFrom(f.tokenizer.tokenize({ cardNumber: this.card, securityCode: '123', expiry: { month: 5, year: 2030 }, allowedBrands: ['visa', 'mastercard', 'discover', 'amex'] }));
      if (t._tag === 'Left') return t;
      return firstValueFrom(f.paymentMethods.addCard({ ...t.right, expiry: { month: 5, year: 2030 }, billingAddressId: f.addressId, makeDefault: this.makeDefault }));
    });
    expect(result._tag).toBe(this.fault === undefined ? 'Right' : 'Left');
    if (result._tag === 'Right') m.rows = afterAdd(m.rows, rowOf(result.right), this.makeDefault);
    await check(m, f);
  }
  toString = () => `AddCard(${this.card.slice(-4)}, default=${this.makeDefault}, fault=${this.fault})`;
}

class LinkPaypal implements fc.AsyncCommand<Model, Fakes> {
  constructor(readonly makeDefault: boolean, readonly fault: string | undefined) {}
  check = () => true;
  async run(m: Model, f: Fakes): Promise<void> {
    const r = await withFault(f, this.fault, () => firstValueFrom(f.paymentMethods.linkPaypal({ accountEmail: 'pp@example.com', makeDefault: this.makeDefault })));
    const linked = m.rows.some((x) => x.type === 'paypal');
    expect(r._tag).toBe(this.fault === undefined && !linked ? 'Right' : 'Left');
    if (r._tag === 'Right') m.rows = afterAdd(m.rows, rowOf(r.right), this.makeDefault);
    await check(m, f);
  }
  toString = () => `LinkPaypal(default=${this.makeDefault}, fault=${this.fault})`;
}

/**
 * Commands on an existing instrument pick it by index modulo the wallet size: the call on it runs under the
 * fault, fails exactly when there is one, and on success the model is changed as the call says.
 */
abstract class OnExisting implements fc.AsyncCommand<Model, Fakes> {
  constructor(readonly pick: number, readonly fault: string | undefined) {}
  check = (m: Readonly<Model>) => m.rows.length > 0;
  target = (m: Model): Row => m.rows[this.pick % m.rows.length] as Row;
  abstract call(f: Fakes, t: Row): Observable<{ readonly _tag: 'Left' | 'Right' }>;
  abstract apply(m: Model, t: Row): void;
  async run(m: Model, f: Fakes): Promise<void> {
    const t = this.target(m);
    const r = await withFault(f, this.fault, () => firstValueFrom(this.call(f, t)));
    expect(r._tag).toBe(this.fault === undefined ? 'Right' : 'Left');
    if (r._tag === 'Right') this.apply(m, t);
    await check(m, f);
  }
}

class Edit extends OnExisting {
  constructor(pick: number, fault: string | undefined, readonly nickname: string, readonly makeDefault: boolean) {
    super(pick, fault);
  }
  call = (f: Fakes, t: Row) => f.paymentMethods.edit({ paymentInstrumentId: t.id, nickname: this.nickname, makeDefault: this.makeDefault });
  apply = (m: Model, t: Row) => {
    const renamed = m.rows.map((x) => (x.id === t.id ? { ...x, nickname: this.nickname.trim().replace(/\s+/g, ' ') } : x));
    m.rows = this.makeDefault ? setDefaultIn(renamed, t.id) : renamed;
  };
  override toString = () => `Edit(#${this.pick}, '${this.nickname}', default=${this.makeDefault}, fault=${this.fault})`;
}

class Remove extends OnExisting {
  call = (f: Fakes, t: Row) => f.paymentMethods.remove(t.id);
  apply = (m: Model, t: Row) => {
    m.rows = afterRemove(m.rows, t.id);
  };
  override toString = () => `Remove(#${this.pick}, fault=${this.fault})`;
}

class SetDefault extends OnExisting {
  call = (f: Fakes, t: Row) => f.paymentMethods.setDefault(t.id);
  apply = (m: Model, t: Row) => {
    m.rows = setDefaultIn(m.rows, t.id);
  };
  override toString = () => `SetDefault(#${this.pick}, fault=${this.fault})`;
}

/** No fault three times in four; otherwise a one-time failure of one of `ops`. */
const maybeFault = (...ops: string[]) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.constantFrom(...ops), weight: 1 });

describe('wallet model run with faults (fc.commands)', () => {
  it('keeps exactly one default and loses nothing through any sequence of operations and failures', async () => {
    const commands = [
      fc.tuple(fc.constantFrom(...VALID_CARDS), fc.boolean(), maybeFault(TOKENIZE_OPERATION, Ops.addCard))
        .map(([c, d, fault]) => new AddCard(c, d, fault)),
      fc.tuple(fc.boolean(), maybeFault(Ops.linkPaypal)).map(([d, fault]) => new LinkPaypal(d, fault)),
      fc.tuple(fc.nat(), maybeFault(Ops.edit), fc.string({ maxLength: 25 }), fc.boolean()).map(([p, fault, n, d]) => new Edit(p, fault, n, d)),
      fc.tuple(fc.nat(), maybeFault(Ops.remove)).map(([p, fault]) => new Remove(p, fault)),
      fc.tuple(fc.nat(), maybeFault(Ops.setDefault)).map(([p, fault]) => new SetDefault(p, fault)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: '+1' }), async (cmds) => {
        const fakes = makePaymentsFakes();
        fakes.signInNewMember();
        const a = await firstValueFrom(fakes.addresses.create(contractAddress));
        if (a._tag === 'Left') throw new Error(a.left.code);
        await fc.asyncModelRun(() => ({ model: { rows: [] }, real: { ...fakes, addressId: a.right.addressId } }), cmds);
      }),
      { numRuns: 60 },
    );
  });
});
