// Fixtures and arbitraries shared by the gifting tests (not part of the public surface).
import fc from 'fast-check';
import type { Observable } from 'rxjs';
import { defaultConfig } from '../shared/config';
import type { GiftForm, GiftRecipientInput, GuestPaymentInstrument, MemberPaymentSelection } from './model';

export const config = defaultConfig;

export const validForm = (over: Partial<GiftForm> = {}): GiftForm => ({
  productNumber: '11000101',
  senderName: 'Avery Quinn',
  senderEmail: 'avery@example.com',
  amount: 2500,
  customAmount: '',
  message: 'Thanks for everything!',
  recipients: [{ email: 'sam@example.com', name: 'Sam' }],
  ...over,
});

export const card: MemberPaymentSelection = { paymentInstrumentId: 'pi-visa-1', paymentType: 'visa', accountNumberLastFour: '4242' };
export const paypal: MemberPaymentSelection = { paymentInstrumentId: 'pi-paypal-1', paymentType: 'paypal' };
export const guestCard = (tokenAcquiredTimestamp: number): GuestPaymentInstrument => ({
  accountNumberLastFour: '1111',
  paymentType: 'mastercard',
  tokenAcquiredTimestamp,
  paymentInstrumentToken: 'tok-guest-1',
});

/** Simple valid addresses: distinct local parts make distinct recipients. */
export const arbEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom('example.com', 'crema.coffee', 'mail.example.org'))
  .map(([local, domain]) => `${local}@${domain}`);

export const arbName = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,23}[A-Za-z]$/);

export const arbRecipient: fc.Arbitrary<GiftRecipientInput> = fc.record({ email: arbEmail, name: arbName });

/** Valid forms with 1..limit recipients of distinct e-mails. */
export const arbValidForm: fc.Arbitrary<GiftForm> = fc
  .record({
    recipients: fc.uniqueArray(arbRecipient, { minLength: 1, maxLength: config.giftRecipientsLimit, selector: (r) => r.email.toLowerCase() }),
    amount: fc.oneof(
      fc.constantFrom(...config.giftAmountOptions),
      fc.constant('custom' as const),
    ),
    custom: fc.integer({ min: config.customAmountMin, max: config.customAmountMax }),
    message: fc.string({ maxLength: 160 }),
    senderEmail: fc.constant('sender@elsewhere.net'),
  })
  .map(({ recipients, amount, custom, message, senderEmail }) =>
    validForm({ recipients, amount, customAmount: amount === 'custom' ? String(custom) : '', message, senderEmail }),
  );

/** Every value a synchronous (or virtual-time) observable has emitted so far. */
export const collect = <T>(o: Observable<T>): T[] => {
  const out: T[] = [];
  o.subscribe((v) => out.push(v));
  return out;
};
