// Seed data of the member account service, for the demo member only (NEW_MEMBER has nothing on file).
import type { Birthday, CommunicationPreferences, MfaPhone, OrderHistoryEntry, PersonalAddress } from '@crema/domain/account';
import { MS_PER_DAY, money } from '@crema/domain';
import { DEMO_MEMBER, NEW_MEMBER } from '../members';

/** Three past orders of the demo member, dated relative to `now` (the seeding instant). */
export const seedOrderHistory = (now: number): Record<string, OrderHistoryEntry[]> => ({
  [DEMO_MEMBER.memberId]: [
    {
      orderId: 'ord-demo-3',
      storeNumber: '10001-1',
      storeName: '1st & Pike',
      placedAt: now - 1 * MS_PER_DAY,
      items: [
        { name: 'Caffè Latte', quantity: 1, detail: 'Medium' },
        { name: 'Butter Croissant', quantity: 1 },
      ],
      total: money(845),
      starsEarned: 17,
    },
    {
      orderId: 'ord-demo-2',
      storeNumber: '10002-2',
      storeName: 'Westlake Center',
      placedAt: now - 6 * MS_PER_DAY,
      items: [{ name: 'Cold Brew', quantity: 2, detail: 'Large' }],
      total: money(1090),
      starsEarned: 22,
    },
    {
      orderId: 'ord-demo-1',
      storeNumber: '10001-1',
      storeName: '1st & Pike',
      placedAt: now - 20 * MS_PER_DAY,
      items: [{ name: 'Flat White', quantity: 1, detail: 'Small' }],
      total: money(475),
      starsEarned: 10,
    },
  ],
});

/** Personal info beyond the name and e-mail kept by the membership service. */
export interface StoredPersonal {
  readonly phoneNumber?: string;
  readonly birthday?: Birthday;
  readonly address?: PersonalAddress;
}

export const seedPersonal = (): Record<string, StoredPersonal> => ({
  [DEMO_MEMBER.memberId]: {
    phoneNumber: '206-555-0142',
    birthday: { month: 3, day: 14 },
    address: { addressLine1: '1912 Pike Place', addressLine2: 'Apt 3', city: 'Seattle', postalCode: '98101', countrySubdivision: 'WA', country: 'US' },
  },
});

export interface StoredProfile {
  readonly displayName?: string;
  readonly favoriteDrink: string;
  readonly memberSince: number;
}

export const seedProfiles = (): Record<string, StoredProfile> => ({
  [DEMO_MEMBER.memberId]: { displayName: 'Avery Q.', favoriteDrink: 'Oat milk flat white', memberSince: Date.UTC(2019, 2, 14) },
  [NEW_MEMBER.memberId]: { favoriteDrink: '', memberSince: Date.UTC(2026, 10, 20) },
});

export const seedPreferences = (): Record<string, CommunicationPreferences> => ({
  [DEMO_MEMBER.memberId]: { emailOffers: true, push: true, sms: false },
});

export const seedMfaPhones = (): Record<string, MfaPhone> => ({
  [DEMO_MEMBER.memberId]: { phoneNumber: '206-555-0142', verifiedAt: Date.UTC(2025, 0, 10) },
});
