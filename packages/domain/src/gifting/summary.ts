// What the gift form shows as its running total (spec section 3: one gift line per recipient, each of the
// chosen amount): the amount of one e-gift, how many e-gifts, and their total, while the form is being filled.
import { isRight } from 'fp-ts/Either';
import type { AppConfig } from '../shared/config';
import { sum, type Money } from '../shared/money';
import { resolveGiftAmount } from './amount';
import type { GiftForm } from './model';
import { filledRecipients } from './rules';

export interface GiftSummary {
  /** The amount of each e-gift, when the chosen amount is acceptable. */
  readonly each: Money | undefined;
  /** E-gifts to send: one per filled recipient row, at least one (the form always has a first row). */
  readonly count: number;
  /** each times count; undefined while the amount is not acceptable. */
  readonly total: Money | undefined;
}

export const giftSummary = (f: GiftForm, c: Pick<AppConfig, 'giftAmountOptions' | 'customAmountMin' | 'customAmountMax' | 'currency'>): GiftSummary => {
  const amount = resolveGiftAmount(f.amount, f.customAmount, c);
  const count = Math.max(1, filledRecipients(f.recipients).length);
  if (!isRight(amount)) return { each: undefined, count, total: undefined };
  return { each: amount.right, count, total: sum(Array.from({ length: count }, () => amount.right), amount.right.currency) };
};
