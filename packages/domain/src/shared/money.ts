// Money is an integer count of minor units (cents) plus an ISO currency code. Formatting happens at the edge.
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export const DEFAULT_CURRENCY = 'USD';

export const money = (amount: number, currency: string = DEFAULT_CURRENCY): Money => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amount must be an integer of minor units, got ${amount}`);
  return { amount, currency };
};

/** Whole dollars (major units) to money: dollars(5) is 500 cents. */
export const dollars = (major: number, currency: string = DEFAULT_CURRENCY): Money => money(Math.round(major * 100), currency);

export const zero = (currency: string = DEFAULT_CURRENCY): Money => money(0, currency);

const sameCurrency = (a: Money, b: Money): void => {
  if (a.currency !== b.currency) throw new TypeError(`Cannot combine ${a.currency} with ${b.currency}`);
};

export const add = (a: Money, b: Money): Money => (sameCurrency(a, b), money(a.amount + b.amount, a.currency));
export const subtract = (a: Money, b: Money): Money => (sameCurrency(a, b), money(a.amount - b.amount, a.currency));
export const times = (a: Money, factor: number): Money => money(Math.round(a.amount * factor), a.currency);
export const sum = (items: readonly Money[], currency: string = DEFAULT_CURRENCY): Money =>
  items.reduce((acc, m) => add(acc, m), zero(currency));
export const compare = (a: Money, b: Money): number => (sameCurrency(a, b), a.amount - b.amount);
export const isNegative = (a: Money): boolean => a.amount < 0;
export const max = (a: Money, b: Money): Money => (compare(a, b) >= 0 ? a : b);
export const min = (a: Money, b: Money): Money => (compare(a, b) <= 0 ? a : b);
export const equals = (a: Money, b: Money): boolean => a.currency === b.currency && a.amount === b.amount;
