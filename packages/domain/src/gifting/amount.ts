// Gift amounts (spec sections 5 and 9): a configured preset, or a custom amount typed in whole dollars,
// digits only, within config.customAmountMin..customAmountMax. Everything leaves here as Money in minor units.
import { left, right, type Either } from 'fp-ts/Either';
import { dollars, sum, type Money } from '../shared/money';
import type { AppConfig } from '../shared/config';
import type { GiftAmountChoice, GiftLine } from './model';

/** Why an amount was refused: existence, characters, range (spec: "errors for existence and characters"). */
export type GiftAmountError = 'amountRequired' | 'amountNotOffered' | 'customAmountRequired' | 'customAmountCharacters' | 'customAmountRange';

type AmountConfig = Pick<AppConfig, 'giftAmountOptions' | 'customAmountMin' | 'customAmountMax' | 'currency'>;

const DIGITS_ONLY = /^[0-9]+$/;

/** A custom amount as typed: whole dollars, digits only, within the configured range. */
export const parseCustomAmount = (raw: string, c: AmountConfig): Either<GiftAmountError, Money> => {
  const text = raw.trim();
  if (text.length === 0) return left('customAmountRequired');
  if (!DIGITS_ONLY.test(text)) return left('customAmountCharacters');
  const whole = Number(text);
  if (!Number.isSafeInteger(whole) || whole < c.customAmountMin || whole > c.customAmountMax) return left('customAmountRange');
  return right(dollars(whole, c.currency));
};

/** The amount of one e-gift from the form's choice. Presets must be among config.giftAmountOptions. */
export const resolveGiftAmount = (choice: GiftAmountChoice | undefined, customAmount: string, c: AmountConfig): Either<GiftAmountError, Money> => {
  if (choice === undefined) return left('amountRequired');
  if (choice === 'custom') return parseCustomAmount(customAmount, c);
  if (!c.giftAmountOptions.includes(choice)) return left('amountNotOffered');
  return right({ amount: choice, currency: c.currency });
};

/**
 * The upper bound of one e-gift line: the larger of the top preset and customAmountMax ($100); a purchase's
 * total is at most that times the recipients limit. isAcceptableGiftAmount refuses anything above it (and any
 * amount that is not a non-negative safe integer of cents).
 */
export const maxGiftLineAmount = (c: Pick<AppConfig, 'giftAmountOptions' | 'customAmountMax'>): number => Math.max(...c.giftAmountOptions, c.customAmountMax * 100);

/** Is a line amount acceptable to the server: a preset, or whole dollars within the custom range. */
export const isAcceptableGiftAmount = (m: Money, c: AmountConfig): boolean =>
  Number.isSafeInteger(m.amount) &&
  (c.giftAmountOptions.includes(m.amount) ||
    (m.amount % 100 === 0 && m.amount >= c.customAmountMin * 100 && m.amount <= c.customAmountMax * 100));

/** The purchase total in minor units: the sum of every line. */
export const giftTotal = (lines: readonly GiftLine[], currency: string): Money => sum(lines.map((l) => l.amount), currency);
