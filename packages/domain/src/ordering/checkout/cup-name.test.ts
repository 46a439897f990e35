// The name for the cup (issue #32): what can go on a cup, what a field starts with, and what an order carries.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, of } from 'rxjs';
import { right } from 'fp-ts/Either';
import { createManualClock, makeConfig } from '../../shared';
import type { GuestSession, MemberSession } from '../../shared/session';
import type { PlaceOrderInput } from '../order-model';
import type { Orders } from '../ports';
import { pricedCheckout, pricedFixture } from '../test-data';
import { makePlaceOrder } from './place-order';
import { CUP_NAME_MAX_LENGTH, CupNameText, cupNameError, cupNameField, cupNameToSend, normalizeCupName } from './cup-name';
import { cupNameRefusal, placedCupName } from './place-order-rules';
import { OrderingCodes } from '../errors';

const member = (firstName: string): MemberSession => ({ kind: 'member', memberId: 'm', email: 'a@example.com', firstName, lastName: 'Q', signedInAt: 0 });
const guest: GuestSession = { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: 1 };

/** Names as people write them: letters of any script, with the marks names carry between them. */
const letter = fc.constantFrom(...'aZéßøçñÅłĞ李明أحمدİŞАнна'.split(''));
const nameArb = fc
  .array(fc.tuple(fc.array(letter, { minLength: 1, maxLength: 5 }).map((l) => l.join('')), fc.constantFrom(' ', '-', "'", '\u2019', '. ')), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([w, sep], i) => (i === parts.length - 1 ? w : w + sep)).join(''));

describe('name for the cup', () => {
  it('takes names of any script up to the limit, with spaces, hyphens, apostrophes and periods', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        expect(cupNameError(name)).toBe([...normalizeCupName(name)].length > CUP_NAME_MAX_LENGTH ? CupNameText.tooLong : undefined);
      }),
    );
    for (const name of ['Avery', "O'Neil", 'Anne-Marie', 'J.R.', 'José', '李明', 'Zoë O\u2019Brien']) expect(cupNameError(name)).toBeUndefined();
  });

  it('refuses markup, digits, symbols and control characters, and more than the limit', () => {
    for (const name of ['<b>Avery</b>', 'Avery 2', 'a@b', 'Avery\u0000', '-Avery', '😀', 'javascript:alert(1)']) expect(cupNameError(name)).toBe(CupNameText.characters);
    expect(cupNameError('A'.repeat(CUP_NAME_MAX_LENGTH))).toBeUndefined();
    expect(cupNameError('A'.repeat(CUP_NAME_MAX_LENGTH + 1))).toBe(CupNameText.tooLong);
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('<', '>', '&', '"', '/', '0', '{'), (s, bad) => {
        expect(cupNameError(`A${s}${bad}`)).not.toBeUndefined();
      }),
    );
  });

  it('an empty name is no name: fine, and nothing is sent', () => {
    for (const blank of ['', '   ', '\t\n']) {
      expect(cupNameError(blank)).toBeUndefined();
      expect(cupNameToSend(blank)).toBeUndefined();
    }
  });

  it("a member's field starts with their first name, a guest's empty; what is typed wins, even emptied", () => {
    expect(cupNameField(member('Avery'), undefined)).toBe('Avery');
    expect(cupNameField(guest, undefined)).toBe('');
    expect(cupNameField(member('Avery'), '')).toBe('');
    expect(cupNameField(member('Avery'), 'Ave')).toBe('Ave');
    // A first name that could not go on a cup is not offered.
    expect(cupNameField(member('R2-D2'), undefined)).toBe('');
  });

  it('sends and keeps the name tidied: trimmed, one space between words, composed', () => {
    fc.assert(
      fc.property(nameArb, fc.constantFrom('', ' ', '  '), (name, pad) => {
        const sent = cupNameToSend(`${pad}${name.replace(/ /g, '  ')}${pad}`);
        expect(sent).toBe(normalizeCupName(name));
        expect(sent === undefined ? undefined : normalizeCupName(sent)).toBe(sent);
      }),
    );
    expect(cupNameToSend('Jose\u0301')).toBe('Jos\u00e9');
  });

  it('an order with a name that cannot go on a cup is refused (CUP_NAME_INVALID, 400); a good one is kept tidied; none is fine', () => {
    expect(cupNameRefusal({ cupName: '<script>' })).toMatchObject({ code: OrderingCodes.CUP_NAME_INVALID, status: 400 });
    expect(cupNameRefusal({ cupName: 'Avery' })).toBeUndefined();
    expect(cupNameRefusal({})).toBeUndefined();
    expect(placedCupName({ cupName: '  Avery  ' })).toEqual({ cupName: 'Avery' });
    expect(placedCupName({ cupName: ' ' })).toEqual({});
    expect(placedCupName({})).toEqual({});
  });
});

describe('makePlaceOrder carries the name for the cup', () => {
  const setup = () => {
    const config = makeConfig();
    const clock = createManualClock(1_000);
    const { cart, order } = pricedCheckout(clock, config, { kind: 'instrument', paymentInstrumentId: 'pi', paymentType: 'visa' });
    const sent: PlaceOrderInput[] = [];
    const orders: Orders = {
      placeOrder: (i) => (sent.push(i), of(right({ orderId: i.orderId, storeNumber: '1-1', placedAt: 0, totalMinor: pricedFixture().summary.price, tipMinor: 0, starsEarned: 0, starsRedeemed: 0, paidWith: { tender: 'VISA' as const } }))),
      placeGuestOrder: () => of(right(null)),
      pickupTime: () => of(right({ minMinutes: 4, maxMinutes: 9 })),
    };
    return { place: makePlaceOrder({ orders, cart, order, clock, config }), order, sent };
  };
  const store = { storeNumber: '1-1', name: 'Pike' };

  it("sends a member's first name untouched, what they typed instead, and nothing for an emptied field; forgets it with the order", async () => {
    const first = setup();
    await lastValueFrom(first.place({ session: member('Avery'), store }));
    expect(first.sent.map((i) => i.cupName)).toEqual(['Avery']);
    expect(first.order.get().cupName).toBeUndefined();

    const typed = setup();
    typed.order.dispatch({ type: 'CupNameSet', name: '  Ave  ' });
    await lastValueFrom(typed.place({ session: member('Avery'), store }));
    expect(typed.sent.map((i) => i.cupName)).toEqual(['Ave']);

    const emptied = setup();
    emptied.order.dispatch({ type: 'CupNameSet', name: '' });
    await lastValueFrom(emptied.place({ session: member('Avery'), store }));
    expect(emptied.sent).toHaveLength(1);
    expect('cupName' in (emptied.sent[0] ?? {})).toBe(false);
  });

  it('refuses a name that cannot go on a cup with its reason, without calling the server', async () => {
    const w = setup();
    w.order.dispatch({ type: 'CupNameSet', name: '<b>Avery</b>' });
    const s = await lastValueFrom(w.place({ session: member('Avery'), store }));
    expect(s.status === 'error' && [s.error.error.code, s.message]).toEqual([OrderingCodes.CUP_NAME_INVALID, CupNameText.characters]);
    expect(w.sent).toEqual([]);
  });
});
