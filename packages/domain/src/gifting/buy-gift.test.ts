import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { VirtualTimeScheduler, of } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { createManualClock } from '../shared/clock';
import { domainError } from '../shared/errors';
import type { GiftingError } from './errors';
import { createSeededIds } from '../shared/ids';
import { GIFT_STATUS_MAX_POLLS, GIFT_STATUS_POLL_INTERVAL_MS, makeBuyGift, type BuyGiftState } from './buy-gift';
import type { GiftPayment } from './model';
import type { GiftPurchaseAccepted, GiftPurchaseProgress, GiftPurchaseRequest, GiftPurchases, GiftStatusHints } from './ports';
import { card, collect, config, guestCard, paypal, validForm } from './test-support';

const NOW = Date.UTC(2026, 10, 22, 15, 0);
const pending = right<GiftingError, GiftPurchaseProgress>({ status: 'pending', code: 'EPROMISERETRY' });
const success = (orderNumber = 'ORD-1') => right<GiftingError, GiftPurchaseProgress>({ status: 'success', orderNumber });

const setup = (o: { accept?: Either<GiftingError, GiftPurchaseAccepted>; statuses?: Either<GiftingError, GiftPurchaseProgress>[] } = {}) => {
  const scheduler = new VirtualTimeScheduler();
  const requests: GiftPurchaseRequest[] = [];
  const polls: { at: number; requestId: string; hints: GiftStatusHints | undefined }[] = [];
  const statuses = o.statuses ?? [pending, success()];
  const purchases: GiftPurchases = {
    purchase: (r) => {
      requests.push(r);
      return of(o.accept ?? right({ requestId: r.requestId }));
    },
    status: (requestId, hints) => {
      polls.push({ at: scheduler.now(), requestId, hints });
      return of(statuses[Math.min(polls.length - 1, statuses.length - 1)] ?? pending);
    },
  };
  const clock = createManualClock(NOW);
  const buy = makeBuyGift({ purchases, ids: createSeededIds(7), clock, config, scheduler });
  const drive = (input: Parameters<typeof buy>[0]): BuyGiftState[] => {
    const states = collect(buy(input));
    scheduler.flush();
    return states;
  };
  return { drive, requests, polls, clock };
};

const member: GiftPayment = { kind: 'member', instrument: card };

describe('makeBuyGift', () => {
  it('submits, waits the default 4000 ms, polls while EPROMISERETRY, and ends with the order number', () => {
    const { drive, requests, polls } = setup();
    const states = drive({ form: validForm(), payment: member, timeZone: 'UTC' });
    expect(states.map((s) => s.status + (s.status === 'loading' ? `:${s.phase}` : ''))).toEqual([
      'loading:submitting',
      'loading:processing',
      'loading:processing',
      'ok',
    ]);
    const last = states[states.length - 1];
    expect(last).toMatchObject({ status: 'ok', value: { orderNumber: 'ORD-1', total: { amount: 2500, currency: 'USD' } } });
    expect(polls.map((p) => p.at)).toEqual([4000, 4000 + GIFT_STATUS_POLL_INTERVAL_MS]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      orderSource: 'WEB',
      locale: 'en-US',
      currency: 'USD',
      paymentType: 'visa',
      paymentInstrumentId: 'pi-visa-1',
      senderEmail: 'avery@example.com',
      senderName: 'Avery Quinn',
      riskData: { channel: 'WEB', capturedAt: NOW },
      egifts: [
        {
          recipientEmail: 'sam@example.com',
          recipientName: 'Sam',
          deliveryMethod: 'EMAIL',
          deliveryDate: '2026-11-22',
          product: '11000101',
          message: 'Thanks for everything!',
          amount: { amount: 2500, currency: 'USD' },
        },
      ],
    });
    expect(requests[0]?.paymentInstrumentToken).toBeUndefined();
    expect(polls[0]?.hints).toEqual({ individualGiftAmount: 2500, egiftProductNumber: '11000101', numberOfGifts: 1, paymentType: 'visa' });
  });

  it('waits the delay the server answers', () => {
    const { drive, polls } = setup({ accept: right({ requestId: 'x', delayMs: 1500 }), statuses: [success()] });
    drive({ form: validForm(), payment: member });
    expect(polls.map((p) => p.at)).toEqual([1500]);
  });

  it('polls once per pending answer up to the cap, then reports the purchase as still processing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: GIFT_STATUS_MAX_POLLS + 3 }), (k) => {
        const { drive, polls } = setup({ statuses: [...Array.from({ length: k }, () => pending), success('ORD-K')] });
        const last = drive({ form: validForm(), payment: member }).at(-1);
        if (k < GIFT_STATUS_MAX_POLLS) {
          expect(polls).toHaveLength(k + 1);
          expect(last).toMatchObject({ status: 'ok', value: { orderNumber: 'ORD-K' } });
        } else {
          expect(polls).toHaveLength(GIFT_STATUS_MAX_POLLS);
          expect(last).toMatchObject({ status: 'error', error: { code: 'GIFT_STATUS_POLLS_EXHAUSTED' }, entry: { key: 'stillProcessing' } });
          expect(last?.status === 'error' && last.retryRequestId).toBe(last?.status === 'error' && last.requestId);
        }
        expect(polls.every((p, i) => p.at === 4000 + i * GIFT_STATUS_POLL_INTERVAL_MS)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('checks the guest token before anything is sent', () => {
    const { drive, requests } = setup();
    const states = drive({ form: validForm(), payment: { kind: 'guest', instrument: guestCard(NOW - 300_001) } });
    expect(states).toEqual([{ status: 'expired', error: expect.objectContaining({ code: 'GUEST_TOKEN_EXPIRED' }), message: "We're sorry to say this session expired. Add your payment info again." }]);
    expect(requests).toEqual([]);
    const fresh = drive({ form: validForm(), payment: { kind: 'guest', instrument: guestCard(NOW - 1000) } });
    expect(fresh.at(-1)?.status).toBe('ok');
    expect(requests[0]).toMatchObject({ paymentType: 'mastercard', paymentInstrumentToken: 'tok-guest-1' });
    expect(requests[0]?.paymentInstrumentId).toBeUndefined();
  });

  it("ends as expired when the server refuses the guest's token as spent or too old (its clock counts)", () => {
    const { drive, requests } = setup({ accept: left(domainError('GUEST_TOKEN_EXPIRED', { status: 400 })) });
    const states = drive({ form: validForm(), payment: { kind: 'guest', instrument: guestCard(NOW - 1000) } });
    expect(states.at(-1)).toEqual({ status: 'expired', error: expect.objectContaining({ code: 'GUEST_TOKEN_EXPIRED' }), message: "We're sorry to say this session expired. Add your payment info again." });
    expect(requests).toHaveLength(1);
  });

  it('sends nothing for an invalid form or payment, naming each field', () => {
    const { drive, requests } = setup();
    const twoRecipients = validForm({ recipients: [{ email: 'a@example.com', name: 'A' }, { email: 'b@example.com', name: 'B' }] });
    expect(drive({ form: twoRecipients, payment: { kind: 'member', instrument: paypal } })).toEqual([
      { status: 'invalid', errors: { payment: 'paypalNotForGroupGifts' }, message: 'Check the highlighted fields and try again.' },
    ]);
    expect(drive({ form: validForm({ senderEmail: 'nope', message: 'x'.repeat(161) }), payment: undefined })[0]).toMatchObject({
      status: 'invalid',
      errors: { senderEmail: 'senderEmailInvalid', message: 'messageTooLong', payment: 'paymentRequired' },
    });
    expect(requests).toEqual([]);
  });

  it('reports a refused purchase from the catalogue, final (no retry id) for business codes', () => {
    const { drive, polls } = setup({ accept: left(domainError('170046')) });
    const last = drive({ form: validForm(), payment: member }).at(-1);
    expect(last).toMatchObject({ status: 'error', entry: { key: 'duplicateRecipient', action: { label: 'Got it', closesPurchaseModal: true } } });
    expect(last?.status === 'error' && last.retryRequestId).toBeUndefined();
    expect(polls).toEqual([]);
  });

  it('records a status error with its context, retryable with the same request id when it may be transient', () => {
    const declined = setup({ statuses: [pending, left(domainError('121044', { context: { reason: 'expired card' } }))] });
    const a = declined.drive({ form: validForm(), payment: member }).at(-1);
    expect(a).toMatchObject({ status: 'error', error: { code: '121044', context: { reason: 'expired card' } }, message: 'Your credit or debit card may have expired. Please check it or choose another payment method.' });
    expect(a?.status === 'error' && a.retryRequestId).toBeUndefined();
    const flaky = setup({ statuses: [left(domainError('HTTP_503', { status: 503 }))] });
    const b = flaky.drive({ form: validForm(), payment: member }).at(-1);
    expect(b).toMatchObject({ status: 'error', entry: { key: 'unexpected' } });
    expect(b?.status === 'error' && b.retryRequestId).toBe(b?.status === 'error' && b.requestId);
  });

  it('reuses a given request id instead of making a new one', () => {
    const { drive, requests, polls } = setup();
    drive({ form: validForm(), payment: member, requestId: 'gift-retry-1' });
    expect(requests[0]?.requestId).toBe('gift-retry-1');
    expect(polls.every((p) => p.requestId === 'gift-retry-1')).toBe(true);
  });

  it("dates the gifts today in the member's time zone", () => {
    const { drive, requests, clock } = setup();
    clock.set(Date.UTC(2026, 10, 22, 3, 0));
    drive({ form: validForm(), payment: member, timeZone: 'America/New_York' });
    expect(requests[0]?.egifts[0]?.deliveryDate).toBe('2026-11-21');
  });
});
