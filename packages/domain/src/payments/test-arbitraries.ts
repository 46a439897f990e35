// fast-check generators shared by this folder's tests.
import fc from 'fast-check';
import { makeConfig } from '../shared/config';
import type { Session } from '../shared/session';
import { PAYMENT_TYPES, type AddressInput, type PaymentInstrument } from './model';
import { SUBDIVISIONS } from './addresses/subdivisions';

export const memberSession: Session = { kind: 'member', memberId: 'm1', email: 'm@example.com', firstName: 'M', lastName: 'One', signedInAt: 0 };
export const guestSession: Session = { kind: 'guest', guestId: 'g1', startedAt: 0, expiresAt: 1e15 };

export const arbSession = fc.constantFrom(memberSession, guestSession);

export const arbConfig = fc
  .record({
    creditCard: fc.boolean(),
    giftCard: fc.boolean(),
    paypal: fc.boolean(),
    venmo: fc.boolean(),
    campusCard: fc.boolean(),
    flag: fc.boolean(),
  })
  .map(({ flag, ...opts }) => makeConfig({ newPaymentOptionEnabled: opts, flags: { paypal: flag } }));

/** A wallet with unique ids and an arbitrary (possibly broken) default flagging. */
export const arbWallet = fc
  .uniqueArray(fc.integer({ min: 1, max: 999 }), { maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((n) =>
        fc.record({
          paymentInstrumentId: fc.constant(`pi-${n}`),
          paymentType: fc.constantFrom(...PAYMENT_TYPES),
          accountNumberLastFour: fc.stringMatching(/^\d{4}$/),
          nickname: fc.string({ maxLength: 10 }),
          default: fc.boolean(),
          token: fc.constant(`tok-${n}`),
        }),
      ),
    ),
  )
  .map((list): PaymentInstrument[] => list);

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const nanpLead = fc.integer({ min: 2, max: 9 }).map(String);
/** Ten NANP digits: area code and exchange start with 2-9. */
export const arbPhoneDigits = fc
  .tuple(nanpLead, digit, digit, nanpLead, digit, digit, digit, digit, digit, digit)
  .map((ds) => ds.join(''));

/** The same number written the ways people write it. */
export const arbPhoneWriting = arbPhoneDigits.chain((d) =>
  fc.constantFrom(d, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`, `+1 ${d}`, `1.${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`).map((w) => [d, w] as const),
);

const caFirst = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
const caOther = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ');
export const arbCaPostal = fc.tuple(caFirst, digit, caOther, digit, caOther, digit).map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`);
export const arbUsZip = fc.tuple(fc.stringMatching(/^\d{5}$/), fc.option(fc.stringMatching(/^\d{4}$/), { nil: undefined })).map(([z, p]) => (p ? `${z}-${p}` : z));

const arbName = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,20}[A-Za-z]$/);
const arbLine = fc.stringMatching(/^[1-9]\d{0,4} [A-Z][a-z]{2,12} (St|Ave|Rd)$/);

export const arbValidAddress: fc.Arbitrary<AddressInput> = fc.constantFrom<'US' | 'CA'>('US', 'CA').chain((country) =>
  fc.record({
    type: fc.constant<'Billing'>('Billing'),
    firstName: arbName,
    lastName: arbName,
    phoneNumber: arbPhoneWriting.map(([, w]) => w),
    addressLine1: arbLine,
    addressLine2: fc.option(fc.constantFrom('Apt 3', 'Suite 200', 'Unit B'), { nil: undefined }),
    city: fc.constantFrom('Seattle', 'Portland', 'Toronto', 'Saint-Laurent'),
    postalCode: country === 'US' ? arbUsZip : arbCaPostal,
    countrySubdivision: fc.constantFrom(...Object.keys(SUBDIVISIONS[country])),
    country: fc.constant(country),
  }),
);
