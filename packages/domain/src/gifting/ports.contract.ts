// Behaviours every adapter of the gifting ports must show (run against the fake in its tests, and
// against the HTTP adapter when a server exists).
import { describe, it, expect } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { isLeft, isRight, left, right, type Either } from 'fp-ts/Either';
import { domainError, type DomainError } from '../shared/errors';
import { GIFT_STATUS_MAX_POLLS } from './buy-gift';
import { allGiftDesigns } from './catalog';
import { GiftErrorCodes } from './messages';
import { PURCHASE_PENDING_CODE } from './model';
import type { GiftCatalog, GiftPurchaseProgress, GiftPurchaseRequest, GiftPurchases } from './ports';

const rightOf = <T>(e: Either<DomainError, T>): T => {
  if (isLeft(e)) throw new Error(`expected Right, got Left ${e.left.code}`);
  return e.right;
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

export const describeGiftPurchasesContract = (name: string, make: () => GiftPurchasesContractSubject): void => {
  describe(`GiftPurchases contract: ${name}`, () => {
    it('accepts a valid purchase, echoing its request id, with a non-negative delay if any', async () => {
      const s = make();
      const accepted = rightOf(await firstValueFrom(s.purchases.purchase(s.validRequest('req-contract-1'))));
      expect(accepted.requestId).toBe('req-contract-1');
      expect(accepted.delayMs === undefined || (Number.isInteger(accepted.delayMs) && accepted.delayMs >= 0)).toBe(true);
    });

    it('answers EPROMISERETRY while pending and succeeds with an order number within the poll cap', async () => {
      const s = make();
      rightOf(await firstValueFrom(s.purchases.purchase(s.validRequest('req-contract-2'))));
      const o = await pollUntilDone(s, 'req-contract-2');
      expect(o.pendingCodes.every((c) => c === PURCHASE_PENDING_CODE)).toBe(true);
      expect(orderNumberOf(o)).not.toBe('');
    });

    it('keeps a success stable: polling again gives the same order number', async () => {
      const s = make();
      rightOf(await firstValueFrom(s.purchases.purchase(s.validRequest('req-contract-3'))));
      const first = orderNumberOf(await pollUntilDone(s, 'req-contract-3'));
      expect(orderNumberOf(await pollUntilDone(s, 'req-contract-3'))).toBe(first);
    });

    it('never makes a second order when the same request id is replayed', async () => {
      const s = make();
      const request = s.validRequest('req-contract-4');
      const first = rightOf(await buy(s, request));
      const again = rightOf(await buy(s, request));
      expect(again).toBe(first);
    });

    it('gives different purchases different order numbers', async () => {
      const s = make();
      const a = rightOf(await buy(s, s.validRequest('req-contract-5a')));
      const b = rightOf(await buy(s, s.validRequest('req-contract-5b')));
      expect(a).not.toBe(b);
    });

    it('refuses duplicate recipient e-mails (any case) that are not the sender with 170046', async () => {
      const s = make();
      const r = s.validRequest('req-contract-6');
      const line = r.egifts[0];
      expect(line).toBeDefined();
      if (!line) return;
      expect(line.recipientEmail.toLowerCase()).not.toBe(r.senderEmail.toLowerCase());
      const twin = { ...line, recipientEmail: line.recipientEmail.toUpperCase(), recipientName: 'Twin' };
      const result = await buy(s, { ...r, egifts: [line, twin] });
      expect(isLeft(result) && result.left.code).toBe(GiftErrorCodes.DUPLICATE_RECIPIENT);
    });

    it("accepts several gifts to the sender's own e-mail", async () => {
      const s = make();
      const r = s.validRequest('req-contract-7');
      const line = r.egifts[0];
      expect(line).toBeDefined();
      if (!line) return;
      const toSelf = { ...line, recipientEmail: r.senderEmail };
      const result = await buy(s, { ...r, egifts: [toSelf, { ...toSelf, recipientEmail: r.senderEmail.toUpperCase() }] });
      expect(isRight(result) && result.right !== '').toBe(true);
    });

    it('answers the status of an unknown request id with a Left', async () => {
      const s = make();
      expect(isLeft(await firstValueFrom(s.purchases.status('req-never-sent')))).toBe(true);
    });
  });
};
