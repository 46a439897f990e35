// Seed data of the cards service. PHYSICAL_CARDS is the issuer's catalogue: every card that exists, with the
// security code printed on it (fixture data in code, never written to storage). The demo member starts with
// two of them registered; the rest can be added on /account/cards/add (documented in README).
import { DEMO_MEMBER } from '../members';
import type { CardsErrorCode } from '@crema/domain/cards';

/** Auto reload profile as the server keeps it. */
export interface StoredAutoReloadProfile {
  readonly status: 'active' | 'disabled';
  readonly amount: number;
  readonly triggerAmount: number;
  readonly paymentInstrumentId: string;
}

/**
 * A registered card as the server keeps it. The card number is the stored-value account number the
 * spec's card entity carries (the barcode call needs it); the security code is never kept.
 */
export interface StoredCardRecord {
  readonly cardId: string;
  readonly cardNumber: string;
  readonly nickname: string;
  readonly cardImageUrl: string;
  readonly productNumber: string;
  /** Minor units. */
  readonly balance: number;
  readonly primary: boolean;
  readonly autoReloadProfile?: StoredAutoReloadProfile;
  /** Epoch ms of registration. */
  readonly registeredAt: number;
}

export interface PhysicalCard {
  readonly cardNumber: string;
  readonly securityCode: string;
  /** Balance loaded on the card before registration (minor units). */
  readonly balance: number;
  readonly productNumber: string;
  readonly cardImageUrl: string;
  readonly nickname: string;
  /** Adding this card always fails with this code (demo triggers for the error catalogue). */
  readonly failWith?: CardsErrorCode;
  /** Registered to this member in the seed. */
  readonly registeredTo?: string;
  /** An e-gift's cashstar token that reveals this card (get-card-info-from-token). */
  readonly cashstarToken?: string;
}

/** The demo member's saved payment instrument (payments seed) that the seeded auto-reload profile uses. */
export const DEMO_AUTO_RELOAD_INSTRUMENT_ID = 'pi-demo-visa-4242';

export const DEMO_PRIMARY_CARD_ID = 'card-demo-primary';
export const DEMO_SECOND_CARD_ID = 'card-demo-second';

const classic = { productNumber: '11000001', cardImageUrl: '/images/cards/crema-classic.svg' } as const;
const autumn = { productNumber: '11000002', cardImageUrl: '/images/cards/crema-autumn.svg' } as const;
const gift = { productNumber: '11000003', cardImageUrl: '/images/cards/crema-gift.svg' } as const;

export const PHYSICAL_CARDS: readonly PhysicalCard[] = [
  { cardNumber: '6104172300184521', securityCode: '18452100', balance: 1845, nickname: 'My Card', ...classic, registeredTo: DEMO_MEMBER.memberId },
  { cardNumber: '6104172300579932', securityCode: '57993200', balance: 320, nickname: 'Office Card', ...autumn, registeredTo: DEMO_MEMBER.memberId },
  // Addable by anyone signed in.
  { cardNumber: '6104172399001000', securityCode: '10001000', balance: 2500, nickname: 'Crema Card', ...classic },
  { cardNumber: '6104172399002000', securityCode: '20002000', balance: 0, nickname: 'Empty Card', ...classic },
  { cardNumber: '6104172399003000', securityCode: '30003000', balance: 300, nickname: 'Pocket Card', ...autumn },
  { cardNumber: '6104172399004000', securityCode: '40004000', balance: 49_000, nickname: 'Big Card', ...classic },
  { cardNumber: '6104172399005000', securityCode: '50005000', balance: 2500, nickname: 'eGift', ...gift, cashstarToken: 'cs-demo-egift-25' },
  // Demo triggers: adding these fails with the code in failWith.
  { cardNumber: '6104172399030000', securityCode: '30303030', balance: 1000, nickname: 'Inactive Card', ...classic, failWith: '121030' },
  { cardNumber: '6104172399034000', securityCode: '34343434', balance: 1000, nickname: 'Unregistered Card', ...classic, failWith: '121034' },
  { cardNumber: '6104172399037000', securityCode: '37373737', balance: 1000, nickname: 'Closed Card', ...classic, failWith: '121037' },
  { cardNumber: '6104172399122000', securityCode: '12200012', balance: 1000, nickname: 'Taken Card', ...classic, failWith: '122000' },
];

const SEED_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);

const demoCard = (cardId: string, cardNumber: string, primary: boolean, extra: Partial<StoredCardRecord> = {}): StoredCardRecord => {
  const p = PHYSICAL_CARDS.find((c) => c.cardNumber === cardNumber);
  if (p === undefined) throw new Error(`seed card ${cardNumber} missing from PHYSICAL_CARDS`);
  return {
    cardId,
    cardNumber,
    nickname: p.nickname,
    cardImageUrl: p.cardImageUrl,
    productNumber: p.productNumber,
    balance: p.balance,
    primary,
    registeredAt: SEED_TIME,
    ...extra,
  };
};

export const seedCards = (): Readonly<Record<string, readonly StoredCardRecord[]>> => ({
  [DEMO_MEMBER.memberId]: [
    demoCard(DEMO_PRIMARY_CARD_ID, '6104172300184521', true, {
      autoReloadProfile: { status: 'active', amount: 2500, triggerAmount: 1000, paymentInstrumentId: DEMO_AUTO_RELOAD_INSTRUMENT_ID },
    }),
    demoCard(DEMO_SECOND_CARD_ID, '6104172300579932', false),
  ],
});

/** Balances of issued cards nobody holds, keyed by card number. */
export type CardPool = Readonly<Record<string, { readonly balance: number }>>;

export const seedCardPool = (): CardPool =>
  Object.fromEntries(
    PHYSICAL_CARDS.filter((c) => c.registeredTo === undefined && c.failWith === undefined).map((c) => [c.cardNumber, { balance: c.balance }]),
  );

export const findPhysicalCard = (cardNumber: string): PhysicalCard | undefined => PHYSICAL_CARDS.find((c) => c.cardNumber === cardNumber);
