// Seed data of the payments service: the demo member's saved instruments and billing addresses. NEW_MEMBER
// has nothing on file. Seeded ids are fixed so other capabilities' seeds and tests can name them.
import type { Address, PaymentInstrument } from '@crema/domain/payments';
import { DEMO_MEMBER } from '../members';

export const DEMO_INSTRUMENT_IDS = {
  visa: 'pi-demo-visa-4242',
  mastercard: 'pi-demo-mc-4444',
  paypal: 'pi-demo-paypal',
} as const;

export const DEMO_ADDRESS_IDS = {
  home: 'addr-demo-home',
  work: 'addr-demo-work',
} as const;

export const seedInstruments = (): Record<string, PaymentInstrument[]> => ({
  [DEMO_MEMBER.memberId]: [
    {
      paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa,
      paymentType: 'visa',
      accountNumberLastFour: '4242',
      nickname: 'Everyday Visa',
      default: true,
      expiry: { month: 8, year: 2029 },
      billingAddressId: DEMO_ADDRESS_IDS.home,
      token: 'tok_demo_visa_4242',
    },
    {
      paymentInstrumentId: DEMO_INSTRUMENT_IDS.mastercard,
      paymentType: 'mastercard',
      accountNumberLastFour: '4444',
      nickname: 'Work Mastercard',
      default: false,
      expiry: { month: 3, year: 2028 },
      billingAddressId: DEMO_ADDRESS_IDS.work,
      token: 'tok_demo_mc_4444',
    },
    {
      paymentInstrumentId: DEMO_INSTRUMENT_IDS.paypal,
      paymentType: 'paypal',
      accountNumberLastFour: '',
      nickname: 'PayPal',
      default: false,
      token: 'tok_demo_paypal',
      linkedAccountEmail: DEMO_MEMBER.email,
    },
  ],
});

export const seedAddresses = (): Record<string, Address[]> => ({
  [DEMO_MEMBER.memberId]: [
    {
      addressId: DEMO_ADDRESS_IDS.home,
      type: 'Billing',
      firstName: DEMO_MEMBER.firstName,
      lastName: DEMO_MEMBER.lastName,
      phoneNumber: '206-555-0142',
      addressLine1: '1912 Pike Place',
      addressLine2: 'Apt 3',
      city: 'Seattle',
      postalCode: '98101',
      countrySubdivision: 'WA',
      country: 'US',
    },
    {
      addressId: DEMO_ADDRESS_IDS.work,
      type: 'Billing',
      firstName: DEMO_MEMBER.firstName,
      lastName: DEMO_MEMBER.lastName,
      phoneNumber: '604-555-0198',
      addressLine1: '200 Granville Street',
      city: 'Vancouver',
      postalCode: 'V6C 1S4',
      countrySubdivision: 'BC',
      country: 'CA',
    },
  ],
});
