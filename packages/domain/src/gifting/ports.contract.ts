// Behaviours every adapter of the gifting ports must show (run against the fake in its tests, and
// against the HTTP adapter when a server exists).
import { describe, it, expect } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { isLeft, isRight, left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type DomainError } from '../shared/errors';
import { defaultConfig } from '../shared/config';
import { GIFT_STATUS_MAX_POLLS } from './buy-gift';
import { allGiftDesigns } from './catalog';
import { GiftErrorCodes } from './messages';
import { PURCHASE_PENDING_CODE, type GiftLine } from './model';
import { todayIn } from './rules';
import { sampleLine, sampleRequestBase } from './test-samples';
import { readGiftDraft, type GiftDraft } from './gift-draft';
import type { GiftCatalog, GiftDraftStore, GiftPurchaseProgress, GiftPurchaseRequest, GiftPurchases } from './ports';

const rightOf = <T>(e: Either<DomainError, T>): T => {
  if (isLeft(e)) throw new Error(`expected Right, got Left ${e.left.code}`);
  return e.right;
};

/** The first gift line of a request (a valid request has one). */
const firstLine = (r: GiftPurchaseRequest): GiftLine => {
  const line = r.egifts[0];
  expect(line).toBeDefined();
  return line as GiftLine;
};

export const describeGiftCatalogContract = (name: string, make: () => GiftCatalog, locale = 'en-US'): void => {
  describe(`GiftCatalog contract: ${name}`, () => {
    it('lists categories with unique urns, names and designs of 8-character product numbers', async () => {
      const catalog = rightOf(await firstValueFrom(make().getCatalog(locale)));
      expect(catalog.categories.length).toBeGreaterThan(0);
      const urns = catalog.categories.map((c) => c.urn);
      expect(new Set(urns).size).toBe(urns.length);
      for (const c of catalog.categories) {
        expect(c.urn).not.toBe('');
        expect(c.name).not.toBe('');
        expect(c.eGifts.length).toBeGreaterThan(0);
        for (const g of c.eGifts) {
          expect([...g.productNumber]).toHaveLength(8);
          expect(g.name).not.toBe('');
          expect(g.category.urn).toBe(c.urn);
          expect(g.artwork.alt).not.toBe('');
          expect(g.artwork.imageUrl).not.toBe('');
        }
      }
    });

    it('fetches every listed design by its product number', async () => {
      const port = make();
      const catalog = rightOf(await firstValueFrom(port.getCatalog(locale)));
      for (const design of allGiftDesigns(catalog)) {
        const card = rightOf(await firstValueFrom(port.getGiftCard(design.productNumber, locale)));
        expect(card.productNumber).toBe(design.productNumber);
        expect(card.name).toBe(design.name);
      }
    });

    it('answers an unknown product number with a not-found Left', async () => {
      const port = make();
      const catalog = rightOf(await firstValueFrom(port.getCatalog(locale)));
      const known = new Set(allGiftDesigns(catalog).map((d) => d.productNumber));
      const unknown = ['ZZZZ9999', '00000000', 'QQQQQQQQ'].find((p) => !known.has(p)) ?? 'ZZZZ9999';
      const r = await firstValueFrom(port.getGiftCard(unknown, locale));
      expect(isLeft(r) && (r.left.status === 404 || r.left.code === 'NOT_FOUND')).toBe(true);
    });
  });
};

export interface GiftPurchasesContractSubject {
  readonly purchases: GiftPurchases;
  /** A request this adapter's server accepts: one recipient whose e-mail differs from the sender's. */
  validRequest(requestId: string): GiftPurchaseRequest;
  /** Waits between status polls (a real server needs the answered delay); default none. */
  readonly waitBetweenPolls?: () => Promise<void>;
}

interface PollOutcome {
  readonly pendingCodes: readonly string[];
  readonly final: Either<DomainError, GiftPurchaseProgress>;
}

const pollUntilDone = async (s: GiftPurchasesContractSubject, requestId: string): Promise<PollOutcome> => {
  const pendingCodes: string[] = [];
  for (let i = 0; i < GIFT_STATUS_MAX_POLLS; i++) {
    await s.waitBetweenPolls?.();
    const r = await firstValueFrom(s.purchases.status(requestId));
    if (isRight(r) && r.right.status === 'pending') pendingCodes.push(r.right.code);
    else return { pendingCodes, final: r };
  }
  return { pendingCodes, final: await firstValueFrom(s.purchases.status(requestId)) };
};

const orderNumberOf = (o: PollOutcome): string => {
  const p = rightOf(o.final);
  if (p.status !== 'success') throw new Error('purchase still pending after the poll cap');
  return p.orderNumber;
};

/** Purchase then poll: the order number, or the Left from either step. */
const buy = async (s: GiftPurchasesContractSubject, request: GiftPurchaseRequest): Promise<Either<DomainError, string>> => {
  const accepted = await firstValueFrom(s.purchases.purchase(request));
  if (isLeft(accepted)) return accepted;
  const o = await pollUntilDone(s, accepted.right.requestId);
  if (isLeft(o.final)) return o.final;
  return o.final.right.status === 'success'
    ? right(o.final.right.orderNumber)
    : left(domainError(GiftErrorCodes.STATUS_POLLS_EXHAUSTED, { context: { requestId: request.requestId } }));
};

export const describeGiftPurchasesContract = (name: string, make: () => GiftPurchasesContractSubject | Promise<GiftPurchasesContractSubject>): void => {
  // Request ids of this suite: unique per suite, so several suites may share one backend.
  const slug = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const rid = (k: string): string => `req-contract-${slug}-${k}`;
  describe(`GiftPurchases contract: ${name}`, () => {
    it('accepts a valid purchase, echoing its request id, with a non-negative delay if any', async () => {
      const s = await make();
      const accepted = rightOf(await firstValueFrom(s.purchases.purchase(s.validRequest(rid('1')))));
      expect(accepted.requestId).toBe(rid('1'));
      expect(accepted.delayMs === undefined || (Number.isInteger(accepted.delayMs) && accepted.delayMs >= 0)).toBe(true);
    });

    it('answers a replayed request id with the same acceptance, and a retry after it with the same order', async () => {
      const s = await make();
      const request = s.validRequest(rid('1b'));
      const [a, b] = await Promise.all([firstValueFrom(s.purchases.purchase(request)), firstValueFrom(s.purchases.purchase(request))]);
      expect(rightOf(b)).toEqual(rightOf(a));
      const first = orderNumberOf(await pollUntilDone(s, rid('1b')));
      expect(rightOf(await firstValueFrom(s.purchases.purchase(request)))).toEqual(rightOf(a));
      expect(orderNumberOf(await pollUntilDone(s, rid('1b')))).toBe(first);
    });

    it('answers EPROMISERETRY while pending and succeeds with an order number within the poll cap', async () => {
      const s = await make();
      rightOf(await firstValueFrom(s.purchases.purchase(s.validRequest(rid('2')))));
      const o = await pollUntilDone(s, rid('2'));
      expect(o.pendingCodes.every((c) => c === PURCHASE_PENDING_CODE)).toBe(true);
      expect(orderNumberOf(o)).not.toBe('');
    });

    it('keeps a success stable: polling again gives the same order number', async () => {
      const s = await make();
      rightOf(await firstValueFrom(s.purchases.purchase(s.validRequest(rid('3')))));
      const first = orderNumberOf(await pollUntilDone(s, rid('3')));
      expect(orderNumberOf(await pollUntilDone(s, rid('3')))).toBe(first);
    });

    it('never makes a second order when the same request id is replayed', async () => {
      const s = await make();
      const request = s.validRequest(rid('4'));
      const first = rightOf(await buy(s, request));
      const again = rightOf(await buy(s, request));
      expect(again).toBe(first);
    });

    it('gives different purchases different order numbers', async () => {
      const s = await make();
      const a = rightOf(await buy(s, s.validRequest(rid('5a'))));
      const b = rightOf(await buy(s, s.validRequest(rid('5b'))));
      expect(a).not.toBe(b);
    });

    it('refuses duplicate recipient e-mails (any case) that are not the sender with 170046', async () => {
      const s = await make();
      const r = s.validRequest(rid('6'));
      const line = firstLine(r);
      expect(line.recipientEmail.toLowerCase()).not.toBe(r.senderEmail.toLowerCase());
      const twin = { ...line, recipientEmail: line.recipientEmail.toUpperCase(), recipientName: 'Twin' };
      const result = await buy(s, { ...r, egifts: [line, twin] });
      expect(isLeft(result) && result.left.code).toBe(GiftErrorCodes.DUPLICATE_RECIPIENT);
    });

    it("accepts several gifts to the sender's own e-mail", async () => {
      const s = await make();
      const r = s.validRequest(rid('7'));
      const line = firstLine(r);
      const toSelf = { ...line, recipientEmail: r.senderEmail };
      const result = await buy(s, { ...r, egifts: [toSelf, { ...toSelf, recipientEmail: r.senderEmail.toUpperCase() }] });
      expect(isRight(result) && result.right !== '').toBe(true);
    });

    it('answers the status of an unknown request id with a Left', async () => {
      const s = await make();
      expect(isLeft(await firstValueFrom(s.purchases.status('req-never-sent')))).toBe(true);
    });
  });
};

/**
 * What a gifting backend gives the payment contract. Async throughout, so the same suite drives the fake and
 * the HTTP adapter on a real server process: signing in is a sign-in, a guest's card token comes from the
 * backend's own payment provider, time moves through the backend's clock.
 */
export interface GiftPaymentFixture {
  readonly purchases: GiftPurchases;
  /** A card token the backend's payment provider issued to a guest just now (a visa). */
  issueGuestToken(): Promise<string>;
  /** Signs in the member who holds `instrumentId` and `expiredInstrumentId`. */
  signInMember(): Promise<void>;
  signOut(): Promise<void>;
  /** The member's saved, unexpired visa. */
  readonly instrumentId: string;
  /** A visa in the member's wallet whose expiry has passed. */
  readonly expiredInstrumentId: string;
  /** A design on sale. */
  readonly productNumber: string;
  /** Moves the backend's clock forward. */
  advance(ms: number): Promise<void>;
  /** The backend's clock. */
  now(): Promise<number>;
  /** The backend's maximum age of a guest token. */
  readonly guestTokenMaxAgeMs: number;
  readonly waitBetweenPolls?: () => Promise<void>;
}

let contractRequests = 0;

const giftRequest = async (
  f: GiftPaymentFixture,
  pay: { readonly token: string } | { readonly instrumentId: string },
  over: { readonly egifts?: readonly GiftLine[]; readonly requestId?: string } = {},
): Promise<GiftPurchaseRequest> => {
  const deliveryDate = todayIn(await f.now(), 'UTC');
  const egifts = over.egifts ?? [contractLine(f, deliveryDate)];
  const base = sampleRequestBase(over.requestId ?? `req-pay-${Date.now().toString(36)}-${++contractRequests}`, egifts);
  return 'token' in pay ? { ...base, paymentInstrumentToken: pay.token } : { ...base, paymentInstrumentId: pay.instrumentId };
};

const contractLine = (f: GiftPaymentFixture, deliveryDate: string, over: Partial<GiftLine> = {}): GiftLine =>
  sampleLine({ deliveryDate, product: f.productNumber, ...over });

const codeOfBuy = async (f: GiftPaymentFixture, request: GiftPurchaseRequest): Promise<string> => {
  const r = await buy({ purchases: f.purchases, validRequest: () => request, ...(f.waitBetweenPolls ? { waitBetweenPolls: f.waitBetweenPolls } : {}) }, request);
  return isLeft(r) ? r.left.code : 'ok';
};

export const describeGiftPaymentContract = (name: string, make: () => Promise<GiftPaymentFixture>): void => {
  describe(`Gift payment contract: ${name}`, () => {
    it("spends a guest's card token once: a second purchase with it is refused as an expired session", async () => {
      const f = await make();
      await f.signOut();
      const token = await f.issueGuestToken();
      expect(await codeOfBuy(f, await giftRequest(f, { token }))).toBe('ok');
      expect(await codeOfBuy(f, await giftRequest(f, { token }))).toBe(GiftErrorCodes.GUEST_TOKEN_EXPIRED);
    });

    it('refuses a guest token that was never issued (121043) and one older than the maximum age', async () => {
      const f = await make();
      await f.signOut();
      const token = await f.issueGuestToken();
      expect(await codeOfBuy(f, await giftRequest(f, { token: `${token}x` }))).toBe('121043');
      await f.advance(f.guestTokenMaxAgeMs + 1);
      expect(await codeOfBuy(f, await giftRequest(f, { token }))).toBe(GiftErrorCodes.GUEST_TOKEN_EXPIRED);
      expect(await codeOfBuy(f, await giftRequest(f, { token: await f.issueGuestToken() }))).toBe('ok');
    });

    it("pays a member's gift only with an instrument in their wallet (121043), unexpired (121044), signed in (401)", async () => {
      const f = await make();
      await f.signInMember();
      expect(await codeOfBuy(f, await giftRequest(f, { instrumentId: `${f.instrumentId}-not-mine` }))).toBe('121043');
      expect(await codeOfBuy(f, await giftRequest(f, { instrumentId: f.expiredInstrumentId }))).toBe('121044');
      expect(await codeOfBuy(f, await giftRequest(f, { instrumentId: f.instrumentId }))).toBe('ok');
      await f.signOut();
      const r = await firstValueFrom(f.purchases.purchase(await giftRequest(f, { instrumentId: f.instrumentId })));
      expect(isLeft(r) && r.left.status).toBe(401);
    });

    it('refuses every section 5 limit broken in the body, and a refused purchase spends nothing', async () => {
      const f = await make();
      await f.signOut();
      const token = await f.issueGuestToken();
      const day = todayIn(await f.now(), 'UTC');
      const many = Array.from({ length: defaultConfig.giftRecipientsLimit + 1 }, (_, i) => contractLine(f, day, { recipientEmail: `r${i}@example.com` }));
      const broken: readonly [readonly GiftLine[], string][] = [
        [many, GiftErrorCodes.MISSING_RECIPIENT_INFO],
        [[contractLine(f, day, { amount: { amount: 300, currency: 'USD' } })], GiftErrorCodes.INVALID_AMOUNT],
        [[contractLine(f, day, { amount: { amount: 10_100, currency: 'USD' } })], GiftErrorCodes.INVALID_AMOUNT],
        [[contractLine(f, day, { amount: { amount: 2550, currency: 'USD' } })], GiftErrorCodes.INVALID_AMOUNT],
        [[contractLine(f, day, { recipientName: 'x'.repeat(26) })], GiftErrorCodes.MISSING_RECIPIENT_INFO],
        [[contractLine(f, day, { recipientEmail: 'sam@' })], GiftErrorCodes.MISSING_EMAIL],
        [[contractLine(f, day, { message: 'm'.repeat(161) })], ErrorCodes.VALIDATION],
        [[contractLine(f, day, { product: 'ZZZZ9999' })], GiftErrorCodes.ART_NO_LONGER_AVAILABLE],
        [[contractLine(f, day), contractLine(f, day, { recipientEmail: 'SAM@example.com' })], GiftErrorCodes.DUPLICATE_RECIPIENT],
      ];
      for (const [egifts, expected] of broken) {
        expect(await codeOfBuy(f, await giftRequest(f, { token }, { egifts })), expected).toBe(expected);
      }
      expect(await codeOfBuy(f, await giftRequest(f, { token }, { egifts: [contractLine(f, day, { amount: { amount: 10_000, currency: 'USD' } })] }))).toBe('ok');
    });
  });
};

/**
 * GiftDraftStore: `make()` gives fresh, empty storage and a way to open a store over it, once per page
 * load (a second `open()` is the same tab after a reload).
 */
export const describeGiftDraftStoreContract = (name: string, make: () => { open(): GiftDraftStore }): void => {
  const draft: GiftDraft = {
    form: {
      productNumber: '11000101',
      senderName: 'Avery Quinn',
      senderEmail: 'avery@example.com',
      amount: 'custom',
      customAmount: '42',
      message: 'Thanks!',
      recipients: [{ email: 'sam@example.com', name: 'Sam', deliveryMethod: 'EMAIL' }, { email: '', name: '' }],
    },
    recipientCount: 2,
    guestPaymentInstrument: { accountNumberLastFour: '1111', paymentType: 'mastercard', tokenAcquiredTimestamp: 1_700_000_000_000, paymentInstrumentToken: 'tok-1' },
    receipt: { orderNumber: 'ORD-1', requestId: 'req-1', senderName: 'Avery Quinn', senderEmail: 'avery@example.com', egifts: [], total: { amount: 4200, currency: 'USD' } },
    billingAddressToken: 'addr-1',
  };

  describe(`GiftDraftStore contract: ${name}`, () => {
    it('has nothing to give before anything was saved', () => {
      expect(make().open().load()).toBeUndefined();
    });

    it('gives back after a reload what was saved, whole', () => {
      const storage = make();
      storage.open().save(draft);
      expect(readGiftDraft(storage.open().load())).toEqual(draft);
    });

    it('keeps only the latest draft', () => {
      const storage = make();
      const store = storage.open();
      store.save(draft);
      store.save({ recipientCount: 1 });
      expect(readGiftDraft(storage.open().load())).toEqual({ recipientCount: 1 });
    });
  });
};
