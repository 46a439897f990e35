// The gift catalog the server seeds: four categories, fifteen designs with 8-digit product numbers, drawn by
// artwork.ts.
import type { GiftMotif } from '@crema/domain/gifting';

export interface GiftCategorySeed {
  readonly urn: string;
  readonly name: string;
}

export interface GiftDesignSeed {
  readonly productNumber: string;
  readonly name: string;
  readonly categoryUrn: string;
  readonly motif: GiftMotif;
  readonly caption: string;
  readonly alt: string;
  readonly palette: { readonly background: string; readonly foreground: string; readonly accent: string };
  /** A retired design is gone from the catalog and can no longer be bought (170040). */
  readonly retired?: boolean;
}

export interface GiftCatalogTable {
  readonly categories: readonly GiftCategorySeed[];
  readonly designs: readonly GiftDesignSeed[];
}

export const GIFT_CATEGORY_URNS = {
  thankYou: 'urn:crema:gift-category:thank-you',
  birthday: 'urn:crema:gift-category:birthday',
  celebrate: 'urn:crema:gift-category:celebrate',
  holiday: 'urn:crema:gift-category:holiday',
} as const;

const U = GIFT_CATEGORY_URNS;

const design = (
  productNumber: string,
  name: string,
  categoryUrn: string,
  motif: GiftMotif,
  caption: string,
  alt: string,
  background: string,
  foreground: string,
  accent: string,
): GiftDesignSeed => ({ productNumber, name, categoryUrn, motif, caption, alt, palette: { background, foreground, accent } });

export const seedGiftCatalog = (): GiftCatalogTable => ({
  categories: [
    { urn: U.thankYou, name: 'Thank you' },
    { urn: U.birthday, name: 'Birthday' },
    { urn: U.celebrate, name: 'Celebrate' },
    { urn: U.holiday, name: 'Holiday' },
  ],
  designs: [
    design('11000101', 'Thanks a Latte', U.thankYou, 'cup', 'Thanks a latte', 'A steaming coffee cup on cream with the words Thanks a latte', '#f4ede4', '#3b2a20', '#a0522d'),
    design('11000102', 'Grateful Heart', U.thankYou, 'heart', 'Thank you', 'A red heart on blush pink with the words Thank you', '#fbe3e0', '#4a1c1c', '#c0392b'),
    design('11000103', "You're a Star", U.thankYou, 'star', "You're a star", "A golden star on navy with the words You're a star", '#1f2a44', '#fdf6e3', '#f2b632'),
    design('11000104', 'Sunny Thanks', U.thankYou, 'sun', 'Thanks a bunch', 'A bright sun on pale yellow with the words Thanks a bunch', '#fff4c7', '#4a3b00', '#e08e0b'),
    design('12000201', 'Birthday Cake', U.birthday, 'cake', 'Happy birthday', 'A layered cake with one candle on mint with the words Happy birthday', '#dff3ea', '#1d3b2f', '#d9547a'),
    design('12000202', 'Balloon Bunch', U.birthday, 'balloon', 'Have a great day', 'Two balloons on sky blue with the words Have a great day', '#dcecfa', '#16324f', '#e4572e'),
    design('12000203', 'Birthday Confetti', U.birthday, 'confetti', "Let's celebrate you", "Confetti on lilac with the words Let's celebrate you", '#ece4f7', '#2e1f47', '#8e44ad'),
    design('12000204', 'Make a Wish', U.birthday, 'star', 'Make a wish', 'A star on deep teal with the words Make a wish', '#0f4c4c', '#f1faee', '#f4a261'),
    design('13000301', 'Cheers to You', U.celebrate, 'confetti', 'Cheers!', 'Gold and black confetti on ivory with the word Cheers', '#fbf7ef', '#222222', '#c9a227'),
    design('13000302', 'Big News', U.celebrate, 'balloon', 'Congrats!', 'Two balloons on coral with the word Congrats', '#ffe1d6', '#3d1308', '#ff6f59'),
    design('13000303', 'Well Done', U.celebrate, 'ribbon', 'Well done', 'A wrapped present on sage green with the words Well done', '#e3ecdf', '#223322', '#5b8c5a'),
    design('14000401', 'Snowy Cup', U.holiday, 'snowflake', 'Warm wishes', 'A snowflake on midnight blue with the words Warm wishes', '#1b2845', '#f8f9fb', '#9ad1f5'),
    design('14000402', 'Gift Wrapped', U.holiday, 'ribbon', 'Happy holidays', 'A red present with a gold bow on green with the words Happy holidays', '#1e4d2b', '#f7e9c3', '#b3261e'),
    design('14000403', 'Winter Leaves', U.holiday, 'leaf', "Season's greetings", "A holly leaf on cream with the words Season's greetings", '#f6f1e7', '#23401f', '#2f6b2a'),
    design('14000404', 'Holiday Heart', U.holiday, 'heart', 'With love', 'A heart on cranberry with the words With love', '#7a1f2b', '#fff5f5', '#f3b6b6'),
  ],
});
