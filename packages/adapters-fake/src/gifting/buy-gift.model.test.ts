// Model run: makeBuyGift over the fake gift server, with gift-purchase and gift-purchase-status failing
// mid-flow under fault injection and failed purchases retried with their request id. Invariants: every
// purchase the server accepted is in the member's e-gift history exactly once (nothing lost), a retry
// never makes a second order, and a request id always yields the same order number.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { VirtualTimeScheduler, type Observable } from 'rxjs';
import { createSeededIds, defaultConfig } from '@crema/domain';
import { makeBuyGift, type BuyGiftState, type GiftForm, type GiftPayment } from '@crema/domain/gifting';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { DEMO_MEMBER } from '@crema/catalog/members';
import type { FakeBackend } from '../backend';
import { GiftOperations } from './catalog';
import { listEgiftHistory } from './history';
import { makeGiftingFakes, TODAY } from './test-harness';
import { signedInAsDemo } from '../backend/test-support';

interface Model {
  purchaseFaults: number;
  statusFaults: number;
  /** Purchases the server accepted, by request id: polls answered so far and the order number once seen. */
  readonly accepted: Map<string, { polls: number; orderNumber?: string }>;
  retry?: { requestId: string; form: GiftForm };
}

interface Real {
  readonly backend: FakeBackend;
  readonly buy: ReturnType<typeof makeBuyGift>;
  readonly scheduler: VirtualTimeScheduler;
  readonly seedHistory: number;
}

const member: GiftPayment = { kind: 'member', instrument: { paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa, paymentType: 'visa' } };

/** Runs the use case to completion: virtual time for its waits, real microtasks for the fake's answers. */
const drive = async (o: Observable<BuyGiftState>, scheduler: VirtualTimeScheduler): Promise<BuyGiftState[]> => {
  const states: BuyGiftState[] = [];
  let done = false;
  const sub = o.subscribe({ next: (s) => states.push(s), complete: () => (done = true), error: () => (done = true) });
  for (let i = 0; i < 400 && !done; i++) {
    scheduler.flush();
    for (let k = 0; k < 20; k++) await Promise.resolve();
  }
  sub.unsubscribe();
  if (!done) throw new Error('buy-gift did not complete');
  return states;
};

/** What the model expects of one run with this request id: the server's answers, step by step. */
const expectRun = (m: Model, requestId: string, last: BuyGiftState | undefined): void => {
  if (m.purchaseFaults > 0) {
    m.purchaseFaults -= 1;
    expect(last).toMatchObject({ status: 'error', error: { code: 'HTTP_503' }, retryRequestId: requestId });
    return;
  }
  const record = m.accepted.get(requestId) ?? { polls: 0 };
  m.accepted.set(requestId, record);
  for (;;) {
    if (m.statusFaults > 0) {
      m.statusFaults -= 1;
      expect(last).toMatchObject({ status: 'error', error: { code: 'HTTP_500' }, retryRequestId: requestId });
      return;
    }
    record.polls += 1;
    if (record.polls > 1) break;
  }
  expect(last?.status).toBe('ok');
  const orderNumber = last?.status === 'ok' ? last.value.orderNumber : '';
  expect(orderNumber).toBe(record.orderNumber ?? orderNumber);
  record.orderNumber = orderNumber;
};

const afterRun = (m: Model, r: Real, requestId: string, form: GiftForm, last: BuyGiftState | undefined): void => {
  if (last?.status === 'error' && last.retryRequestId !== undefined) m.retry = { requestId, form };
  else if (m.retry?.requestId === requestId) delete m.retry;
  const history = listEgiftHistory(r.backend, DEMO_MEMBER.memberId);
  expect(history).toHaveLength(r.seedHistory + m.accepted.size);
  expect(new Set(history.map((e) => e.orderNumber)).size).toBe(history.length);
  for (const [id, rec] of m.accepted) {
    const entries = history.filter((e) => e.requestId === id);
    expect(entries).toHaveLength(1);
    if (rec.orderNumber !== undefined) expect(entries[0]?.orderNumber).toBe(rec.orderNumber);
  }
};

class InjectFault implements fc.AsyncCommand<Model, Real> {
  constructor(readonly op: 'purchase' | 'status', readonly times: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const status = this.op === 'purchase' ? 503 : 500;
    r.backend.faults.set(GiftOperations[this.op], { status, times: this.times });
    if (this.op === 'purchase') m.purchaseFaults = this.times;
    else m.statusFaults = this.times;
    expect(r.backend.faults.list()[GiftOperations[this.op]]?.times).toBe(this.times);
  }
  toString = () => `inject(${this.op} x${this.times})`;
}

class Buy implements fc.AsyncCommand<Model, Real> {
  constructor(readonly form: GiftForm) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const states = await drive(r.buy({ form: this.form, payment: member, timeZone: 'UTC' }), r.scheduler);
    const first = states[0];
    const requestId = first?.status === 'loading' ? first.requestId : '';
    expect(requestId).not.toBe('');
    expect(m.accepted.has(requestId)).toBe(false);
    expectRun(m, requestId, states.at(-1));
    afterRun(m, r, requestId, this.form, states.at(-1));
  }
  toString = () => `buy(${this.form.recipients.length} recipients)`;
}

class Retry implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.retry !== undefined;
  async run(m: Model, r: Real) {
    const retry = m.retry;
    if (retry === undefined) throw new Error('no retry pending');
    const states = await drive(r.buy({ form: retry.form, payment: member, timeZone: 'UTC', requestId: retry.requestId }), r.scheduler);
    expectRun(m, retry.requestId, states.at(-1));
    afterRun(m, r, retry.requestId, retry.form, states.at(-1));
  }
  toString = () => 'retry';
}

class ExpiredGuestBuy implements fc.AsyncCommand<Model, Real> {
  constructor(readonly form: GiftForm) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const guest: GiftPayment = {
      kind: 'guest',
      instrument: { accountNumberLastFour: '1111', paymentType: 'visa', tokenAcquiredTimestamp: TODAY - 300_001, paymentInstrumentToken: 'tok-old' },
    };
    const states = await drive(r.buy({ form: this.form, payment: guest }), r.scheduler);
    expect(states.map((s) => s.status)).toEqual(['expired']);
    expect(listEgiftHistory(r.backend, DEMO_MEMBER.memberId)).toHaveLength(r.seedHistory + m.accepted.size);
  }
  toString = () => 'buy(expired guest token)';
}

const arbForm: fc.Arbitrary<GiftForm> = fc
  .record({
    locals: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 4 }),
    amount: fc.constantFrom<GiftForm['amount']>(1000, 2500, 'custom'),
    custom: fc.integer({ min: 5, max: 100 }),
    message: fc.string({ maxLength: 40 }),
  })
  .map(({ locals, amount, custom, message }) => ({
    productNumber: '12000201',
    senderName: 'Avery Quinn',
    senderEmail: DEMO_MEMBER.email,
    amount,
    customAmount: String(custom),
    message,
    recipients: locals.map((l) => ({ email: `${l}@example.com`, name: l })),
  }));

describe('buy gift model run over the fake server', () => {
  it('loses no accepted purchase and never duplicates an order, whatever fails mid-flow', async () => {
    const commands = fc.commands(
      [
        fc.tuple(fc.constantFrom<'purchase' | 'status'>('purchase', 'status'), fc.integer({ min: 1, max: 2 })).map(([op, n]) => new InjectFault(op, n)),
        arbForm.map((f) => new Buy(f)),
        fc.constant(new Retry()),
        fc.constant(new Retry()),
        arbForm.map((f) => new ExpiredGuestBuy(f)),
      ],
      { maxCommands: 12 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const fakes = signedInAsDemo(makeGiftingFakes());
        const scheduler = new VirtualTimeScheduler();
        const buy = makeBuyGift({ purchases: fakes.purchases, ids: createSeededIds(11), clock: fakes.clock, config: defaultConfig, scheduler });
        const real: Real = { backend: fakes.backend, buy, scheduler, seedHistory: listEgiftHistory(fakes.backend, DEMO_MEMBER.memberId).length };
        await fc.asyncModelRun(() => ({ model: { purchaseFaults: 0, statusFaults: 0, accepted: new Map() }, real }), cmds);
      }),
      { numRuns: 40 },
    );
  });
});
