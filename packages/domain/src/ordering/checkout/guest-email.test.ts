// The guest's receipt e-mail: one rule (guestEmailError) used by guest checkout before the payment sheet
// opens, and kept by makePlaceOrder as a guard.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, of } from 'rxjs';
import { right } from 'fp-ts/Either';
import { createManualClock, makeConfig, type GuestSession } from '../../shared';
import { isValidEmail } from '../../auth';
import { OrderingCodes } from '../errors';
import { OrderMessages } from '../messages';
import { guestEmailError } from './payment-rules';
import { makePlaceOrder } from './place-order';
import type { Orders } from '../ports';
import { pricedCheckout } from '../test-data';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const arbEmail = fc.tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(
  ([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`,
);
const blank = fc.stringMatching(/^[ \t]{0,4}$/);

describe('guestEmailError', () => {
  it('says an empty or blank e-mail is missing', () => {
    fc.assert(
      fc.property(fc.option(blank, { nil: undefined }), (e) => {
        expect(guestEmailError(e)).toBe(OrderMessages.guestEmailRequired);
      }),
    );
  });

  it('takes any well-formed address, with spaces around it', () => {
    fc.assert(
      fc.property(arbEmail, blank, blank, (e, before, after) => {
        expect(guestEmailError(before + e + after)).toBeUndefined();
      }),
    );
  });

  it('says any other non-blank text is not an e-mail address, exactly where the domain’s e-mail rule says so', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        fc.pre(s.trim() !== '');
        expect(guestEmailError(s)).toBe(isValidEmail(s) ? undefined : OrderMessages.guestEmailInvalid);
      }),
    );
    for (const bad of ['not-an-email', 'a@b', 'a@b.', '@example.com', 'guest@', 'gu est@example.com', 'a@@b.co']) expect(guestEmailError(bad)).toBe(OrderMessages.guestEmailInvalid);
  });

  it('has two messages that say e-mail', () => {
    expect(OrderMessages.guestEmailRequired).toBe('Enter an e-mail address so we can send your receipt.');
    expect(OrderMessages.guestEmailInvalid).toBe('Enter a full e-mail address, like name@example.com, so we can send your receipt.');
    expect(OrderMessages.guestEmailRequired).not.toBe(OrderMessages.guestEmailInvalid);
  });
});

describe('makePlaceOrder keeps the e-mail as a guard', () => {
  const guest: GuestSession = { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: 1e15 };
  const setup = () => {
    const config = makeConfig();
    const clock = createManualClock(1_000);
    const { cart, order } = pricedCheckout(clock, config, { kind: 'guestCard', card: { token: 'tok', brand: 'visa', lastFour: '1111', tokenAcquiredTimestamp: 1_000 } });
    let calls = 0;
    const orders: Orders = {
      placeOrder: () => of(right(null)),
      placeGuestOrder: () => (calls++, of(right(null))),
      pickupTime: () => of(right({ minMinutes: 4, maxMinutes: 9 })),
    };
    return { place: makePlaceOrder({ orders, cart, order, clock, config }), calls: () => calls };
  };
  const store = { storeNumber: '1-1', name: 'Pike', guestOrdering: true };

  it.each([
    ['', OrderMessages.guestEmailRequired],
    ['not-an-email', OrderMessages.guestEmailInvalid],
    ['a@b', OrderMessages.guestEmailInvalid],
  ])('refuses %j without calling the guest operation', async (email, message) => {
    const w = setup();
    const s = await lastValueFrom(w.place({ session: guest, store, guest: { email, marketingOptIn: false } }));
    expect(s.status === 'error' && [s.error.error.code, s.message]).toEqual([OrderingCodes.GUEST_EMAIL_REQUIRED, message]);
    expect(w.calls()).toBe(0);
  });
});
