import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, type Observable } from 'rxjs';
import { isLeft, isRight, type Either } from 'fp-ts/Either';
import { createManualClock, type DomainError } from '@crema/domain';
import { allGiftDesigns, isValidGiftProductNumber } from '@crema/domain/gifting';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { createMemoryStorage } from '../backend';
import { instrumentsTable } from '../payments';
import { GiftOperations, retireGiftDesign } from './catalog';
import { listEgiftHistory, listEgiftHistoryRows } from './history';
import { guestRequest, issueGuestToken, line, makeGiftingFakes, memberRequest, TODAY } from './test-harness';
import { signedInAsDemo } from '../backend/test-support';

const codeOf = async <T>(o: Observable<Either<DomainError, T>>): Promise<string> => {
  const r = await firstValueFrom(o);
  return isLeft(r) ? r.left.code : 'ok';
};

describe('fake gift catalog', () => {
  it('seeds 4 categories and 15 designs with unique 8-character product numbers', async () => {
    const { catalog } = makeGiftingFakes();
    const r = await firstValueFrom(catalog.getCatalog('en-US'));
    const data = isRight(r) ? r.right : undefined;
    expect(data?.categories.map((c) => c.name)).toEqual(['Thank you', 'Birthday', 'Celebrate', 'Holiday']);
    const designs = data ? allGiftDesigns(data) : [];
    expect(designs).toHaveLength(15);
    expect(new Set(designs.map((d) => d.productNumber)).size).toBe(15);
    expect(designs.every((d) => isValidGiftProductNumber(d.productNumber) && d.artwork.imageUrl.startsWith('data:image/svg+xml'))).toBe(true);
  });

  it('hides a retired design and answers 170040 for it, 404 for an unknown one', async () => {
    const { backend, catalog } = makeGiftingFakes();
    retireGiftDesign(backend, '11000102');
    const r = await firstValueFrom(catalog.getCatalog('en-US'));
    expect(isRight(r) && allGiftDesigns(r.right).some((d) => d.productNumber === '11000102')).toBe(false);
    expect(await codeOf(catalog.getGiftCard('11000102', 'en-US'))).toBe('170040');
    expect(await codeOf(catalog.getGiftCard('99999999', 'en-US'))).toBe('NOT_FOUND');
  });

  it('fails under fault injection by operation name', async () => {
    const { backend, catalog } = makeGiftingFakes();
    backend.faults.set(GiftOperations.catalog, { status: 503, times: 1 });
    expect(await codeOf(catalog.getCatalog('en-US'))).toBe('HTTP_503');
    expect(await codeOf(catalog.getCatalog('en-US'))).toBe('ok');
  });
});

describe('fake gift purchases', () => {
  const signedIn = () => signedInAsDemo(makeGiftingFakes());

  it('refuses each bad purchase with the gift code a server would answer', async () => {
    const { backend, purchases } = signedIn();
    const buy = (r: Parameters<typeof purchases.purchase>[0]) => codeOf(purchases.purchase(r));
    expect(await buy({ ...memberRequest('r1'), senderName: ' ' })).toBe('170032');
    expect(await buy({ ...memberRequest('r2'), senderEmail: 'nope' })).toBe('170033');
    expect(await buy(memberRequest('r3', []))).toBe('170034');
    expect(await buy(memberRequest('r4', [line({ product: '' })]))).toBe('170031');
    expect(await buy(memberRequest('r5', [line({ product: '99999999' })]))).toBe('170040');
    expect(await buy(memberRequest('r6', [line({ recipientName: '' })]))).toBe('170032');
    expect(await buy(memberRequest('r7', [line({ recipientName: 'x'.repeat(26) })]))).toBe('170034');
    expect(await buy(memberRequest('r8', [line({ recipientEmail: 'sam@' })]))).toBe('170033');
    expect(await buy(memberRequest('r9', [line({ amount: { amount: 250, currency: 'USD' } })]))).toBe('170048');
    expect(await buy(memberRequest('r10', [line(), line({ recipientEmail: 'SAM@example.com' })]))).toBe('170046');
    expect(await buy({ ...memberRequest('r11'), paymentInstrumentId: 'pi-nope' })).toBe('121043');
    expect(await buy(memberRequest('r12', Array.from({ length: 11 }, (_, i) => line({ recipientEmail: `r${i}@example.com` }))))).toBe('170034');
    expect(await buy({ ...memberRequest('r13', [line(), line({ recipientEmail: 'b@example.com' })]), paymentType: 'paypal', paymentInstrumentId: DEMO_INSTRUMENT_IDS.paypal })).toBe('170020');
    backend.setCurrentMember(undefined);
    expect(await buy(memberRequest('r14'))).toBe('UNAUTHORIZED');
  });

  it('answers 121044 when the saved card has expired', async () => {
    const { backend, purchases } = signedIn();
    instrumentsTable(backend).update((t) => ({
      ...t,
      [DEMO_MEMBER.memberId]: (t[DEMO_MEMBER.memberId] ?? []).map((i) => (i.paymentInstrumentId === DEMO_INSTRUMENT_IDS.visa ? { ...i, expiry: { month: 1, year: 2020 } } : i)),
    }));
    expect(await codeOf(purchases.purchase(memberRequest('exp')))).toBe('121044');
  });

  it("uses a guest's card token once, and only for the guest brands", async () => {
    const { backend, purchases } = makeGiftingFakes();
    const token = issueGuestToken(backend);
    expect(await codeOf(purchases.purchase(guestRequest('g1', token)))).toBe('ok');
    expect(await codeOf(purchases.purchase(guestRequest('g2', token)))).toBe('GUEST_TOKEN_EXPIRED');
    expect(await codeOf(purchases.purchase({ ...guestRequest('g3', issueGuestToken(backend)), paymentType: 'paypal' }))).toBe('121043');
    expect(await codeOf(purchases.purchase(guestRequest('g4', 'tok-unknown')))).toBe('121043');
    expect(listEgiftHistory(backend)).toEqual([]);
  });

  it("writes each accepted member purchase once to the member's e-gift history, newest first", async () => {
    const { backend, purchases, clock } = signedIn();
    const before = listEgiftHistory(backend);
    expect(before.map((e) => e.orderNumber)).toEqual(['egift-demo-0002', 'egift-demo-0001']);
    clock.advance(1000);
    await firstValueFrom(purchases.purchase(memberRequest('h1', [line(), line({ recipientEmail: 'kim@example.com', recipientName: 'Kim' })])));
    await firstValueFrom(purchases.purchase(memberRequest('h1', [line(), line({ recipientEmail: 'kim@example.com', recipientName: 'Kim' })])));
    const after = listEgiftHistory(backend);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ requestId: 'h1', purchasedAt: TODAY + 1000, accountNumberLastFour: '4242', total: { amount: 5000, currency: 'USD' } });
    expect(after[0]?.egifts.map((g) => g.designName)).toEqual(['Thanks a Latte', 'Thanks a Latte']);
    expect(listEgiftHistory(backend, NEW_MEMBER.memberId)).toEqual([]);
    expect(listEgiftHistoryRows(backend).map((r) => r.recipientName)).toEqual(['Sam', 'Kim', 'Riley', 'Morgan', 'Sam']);
  });

  it('treats the request id as the idempotency key: the same purchase twice, and after a reload, is one order with the same answer', async () => {
    const storage = createMemoryStorage();
    const a = makeGiftingFakes({ storage, purchases: { delayMs: 1500 } });
    a.backend.setCurrentMember(DEMO_MEMBER.memberId);
    const first = await firstValueFrom(a.purchases.purchase(memberRequest('idem')));
    expect(first).toEqual({ _tag: 'Right', right: { requestId: 'idem', delayMs: 1500 } });
    expect(await firstValueFrom(a.purchases.purchase(memberRequest('idem')))).toEqual(first);
    await firstValueFrom(a.purchases.status('idem'));
    const order = await firstValueFrom(a.purchases.status('idem'));
    const b = makeGiftingFakes({ storage, clock: createManualClock(TODAY), purchases: { delayMs: 1500 } });
    b.backend.setCurrentMember(DEMO_MEMBER.memberId);
    expect(await firstValueFrom(b.purchases.purchase(memberRequest('idem')))).toEqual(first);
    expect(await firstValueFrom(b.purchases.status('idem'))).toEqual(order);
    expect(listEgiftHistory(b.backend).filter((e) => e.requestId === 'idem')).toHaveLength(1);
  });

  it('refuses a request id reused for a different purchase', async () => {
    const { purchases } = signedIn();
    await firstValueFrom(purchases.purchase(memberRequest('same')));
    expect(await codeOf(purchases.purchase(memberRequest('same', [line({ recipientEmail: 'other@example.com' })])))).toBe('REQUEST_ID_CONFLICT');
  });

  it('keeps purchases and history across a reload on the same storage', async () => {
    const storage = createMemoryStorage();
    const a = makeGiftingFakes({ storage });
    a.backend.setCurrentMember(DEMO_MEMBER.memberId);
    await firstValueFrom(a.purchases.purchase(memberRequest('persist')));
    const b = makeGiftingFakes({ storage, clock: createManualClock(TODAY) });
    expect(listEgiftHistory(b.backend).some((e) => e.requestId === 'persist')).toBe(true);
    expect(await codeOf(b.purchases.status('persist'))).toBe('ok');
  });

  it('answers pending on the first poll of any purchase and success with one stable order number after', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 6 }), async (polls) => {
        const { backend, purchases } = makeGiftingFakes();
        await firstValueFrom(purchases.purchase(guestRequest('p', issueGuestToken(backend))));
        const answers = [];
        for (let i = 0; i < polls; i++) {
          const r = await firstValueFrom(purchases.status('p'));
          answers.push(isRight(r) ? (r.right.status === 'success' ? r.right.orderNumber : r.right.code) : r.left.code);
        }
        expect(answers[0]).toBe('EPROMISERETRY');
        expect(new Set(answers.slice(1)).size).toBe(1);
        expect(answers[1]).toMatch(/^egift-/);
      }),
      { numRuns: 10 },
    );
  });
});
