// The gift flow in node: the recipient limit, the same request id on a retry, and the draft that survives
// a reload (through a store that round-trips JSON like the browser's), over makeBuyGift and a scripted
// purchases port on virtual time.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { VirtualTimeScheduler, of } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { createManualClock } from '../shared/clock';
import { domainError } from '../shared/errors';
import type { GiftingError } from './errors';
import { createSeededIds } from '../shared/ids';
import { makeBuyGift } from './buy-gift';
import { createGiftFlow } from './gift-flow';
import type { GiftDraftStore, GiftPurchaseAccepted, GiftPurchaseRequest, GiftPurchases } from './ports';
import { arbValidForm, card, config, guestCard, validForm } from './test-support';

const NOW = Date.UTC(2026, 10, 22, 15, 0);

/** A draft store over one string, as sessionStorage keeps it. */
const memoryDrafts = (initial?: string): GiftDraftStore & { text(): string | undefined } => {
  let text = initial;
  return {
    load: () => (text === undefined ? undefined : (JSON.parse(text) as unknown)),
    save: (draft) => {
      text = JSON.stringify(draft);
    },
    text: () => text,
  };
};

/** The purchases port answers `accepts` in turn (the last one repeats); every status poll succeeds. */
type MemoryDrafts = ReturnType<typeof memoryDrafts>;

const setup = (o: { accepts?: Either<GiftingError, GiftPurchaseAccepted>[]; limit?: number; drafts?: MemoryDrafts } = {}) => {
  const scheduler = new VirtualTimeScheduler();
  const requests: GiftPurchaseRequest[] = [];
  const purchases: GiftPurchases = {
    purchase: (r) => {
      requests.push(r);
      const scripted = o.accepts?.[Math.min(requests.length - 1, o.accepts.length - 1)];
      return of(scripted ?? right({ requestId: r.requestId }));
    },
    status: () => of(right({ status: 'success' as const, orderNumber: `ORD-${requests.length}` })),
  };
  const cfg = { ...config, giftRecipientsLimit: o.limit ?? config.giftRecipientsLimit };
  const buyGift = makeBuyGift({ purchases, ids: createSeededIds(3), clock: createManualClock(NOW), config: cfg, scheduler });
  const drafts = o.drafts ?? memoryDrafts();
  const flow = createGiftFlow({ buyGift, config: cfg, drafts });
  const buy = (asMember = true) => {
    flow.buy(asMember, { timeZone: 'UTC' });
    scheduler.flush();
  };
  return { flow, requests, buy, drafts, cfg };
};

const transient = left<GiftingError, GiftPurchaseAccepted>(domainError('HTTP_503', { status: 503 }));

describe('createGiftFlow', () => {
  it('never holds more recipients than the limit, nor fewer than one; the count follows the rows', () => {
    const op = fc.oneof(fc.constant({ kind: 'add' as const }), fc.nat({ max: 12 }).map((index) => ({ kind: 'remove' as const, index })));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(op, { maxLength: 30 }), (limit, ops) => {
        const { flow } = setup({ limit });
        flow.storeForm(flow.formFor('11000101'));
        for (const o of ops) {
          const form = flow.current().gift.form ?? flow.formFor('11000101');
          if (o.kind === 'add') flow.addRecipient(form);
          else flow.removeRecipient(form, o.index);
          const now = flow.current().gift;
          expect(now.form?.recipients.length).toBeGreaterThanOrEqual(1);
          expect(now.form?.recipients.length).toBeLessThanOrEqual(limit);
          expect(now.recipientCount).toBe(now.form?.recipients.length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a new row keeps the delivery method of the others', () => {
    const { flow } = setup();
    flow.addRecipient(validForm({ recipients: [{ email: 'a@example.com', name: 'A', deliveryMethod: 'EMAIL' }] }));
    expect(flow.current().gift.form?.recipients[1]).toEqual({ email: '', name: '', deliveryMethod: 'EMAIL' });
  });

  it('retries the very same purchase with the same request id; a changed form is a new purchase', () => {
    fc.assert(
      fc.property(arbValidForm, (form) => {
        const { flow, requests, buy } = setup({ accepts: [transient, transient] });
        flow.storeForm(form);
        flow.selectPayment(card);
        buy();
        expect(flow.current().buy?.status).toBe('error');
        buy();
        expect(requests[1]?.requestId).toBe(requests[0]?.requestId);
        flow.storeForm({ ...form, message: `${form.message.slice(0, 150)}!` });
        buy();
        expect(requests[2]?.requestId).not.toBe(requests[0]?.requestId);
      }),
      { numRuns: 40 },
    );
  });

  it('a final refusal or a success retires the request id', () => {
    const refused = setup({ accepts: [left(domainError('170046'))] });
    refused.flow.storeForm(validForm());
    refused.flow.selectPayment(card);
    refused.buy();
    refused.buy();
    expect(refused.requests[1]?.requestId).not.toBe(refused.requests[0]?.requestId);

    const done = setup();
    done.flow.storeForm(validForm());
    done.flow.selectPayment(card);
    done.buy();
    expect(done.flow.current().receipt?.orderNumber).toBe('ORD-1');
    done.buy();
    expect(done.requests[1]?.requestId).not.toBe(done.requests[0]?.requestId);
  });

  it('ignores a second buy while one is pending', () => {
    const { flow, requests } = setup();
    flow.storeForm(validForm());
    flow.selectPayment(card);
    flow.buy(true);
    flow.buy(true);
    expect(requests).toHaveLength(1);
    expect(flow.current().buy?.status).toBe('loading');
    flow.dispose();
  });

  it('opens after a reload with the form, payment, recipient count and receipt it had', () => {
    fc.assert(
      fc.property(arbValidForm, fc.boolean(), (form, member) => {
        const first = setup();
        first.flow.storeForm(form);
        if (member) first.flow.selectPayment(card);
        else first.flow.addGuestCard({ token: 'tok-1', brand: 'visa', lastFour: '4242', tokenAcquiredTimestamp: NOW }, 'addr-1');
        first.buy(member);
        const before = first.flow.current();
        const reloaded = setup({ drafts: memoryDrafts(first.drafts.text()) }).flow.current();
        expect(reloaded.gift.form).toEqual(before.gift.form);
        expect(reloaded.gift.recipientCount).toBe(before.gift.recipientCount);
        expect(reloaded.gift.selectedPaymentInstrument).toEqual(before.gift.selectedPaymentInstrument);
        expect(reloaded.gift.guestPaymentInstrument).toEqual(before.gift.guestPaymentInstrument);
        expect(reloaded.receipt).toEqual(before.receipt);
        expect(reloaded.billingAddressToken).toBe(before.billingAddressToken);
        expect(reloaded.buy).toBeUndefined();
      }),
      { numRuns: 25 },
    );
  });

  it('opens from whatever storage holds without trusting it: the count stays within the limit', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: -5, max: 50 }), (junk, count) => {
        for (const raw of [junk, { form: junk, recipientCount: count, receipt: junk, guestPaymentInstrument: junk, billingAddressToken: 'x' }]) {
          const s = setup({ drafts: memoryDrafts(JSON.stringify(raw)) }).flow.current();
          expect(s.gift.recipientCount).toBeGreaterThanOrEqual(1);
          expect(s.gift.recipientCount).toBeLessThanOrEqual(config.giftRecipientsLimit);
          // A billing address token never outlives (or comes without) its guest card.
          if (s.gift.guestPaymentInstrument === undefined) expect(s.billingAddressToken).toBeUndefined();
        }
      }),
      { numRuns: 80 },
    );
  });

  it('keeps a guest card of a brand gifting takes, with its billing address token; refuses another brand', () => {
    const { flow, drafts } = setup();
    const added = flow.addGuestCard({ token: 'tok-9', brand: 'mastercard', lastFour: '1111', tokenAcquiredTimestamp: NOW }, 'addr-9');
    expect(added._tag).toBe('Right');
    expect(JSON.parse(drafts.text() ?? '{}')).toMatchObject({ guestPaymentInstrument: { ...guestCard(NOW), paymentInstrumentToken: 'tok-9' }, billingAddressToken: 'addr-9' });
    expect(flow.addGuestCard({ token: 'tok-x', brand: 'nope', lastFour: '0000', tokenAcquiredTimestamp: NOW })._tag).toBe('Left');
  });
});
