// Formatting at the edge only: money, dates and distances via Intl. The domain keeps integers and epochs.
import type { Money } from '@crema/domain';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1845 USD -> '$18.45' */
export const formatMoney = (m: Money | number, locale = 'en-US', currency = 'USD'): string => {
  const amount = typeof m === 'number' ? m : m.amount;
  const cur = typeof m === 'number' ? currency : m.currency;
  const key = `${locale}|${cur}`;
  let f = moneyFormats.get(key);
  if (!f) moneyFormats.set(key, (f = new Intl.NumberFormat(locale, { style: 'currency', currency: cur })));
  return f.format(amount / 100);
};

export const formatDate = (epochMs: number, locale = 'en-US', opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string =>
  new Intl.DateTimeFormat(locale, opts).format(epochMs);

export const formatDateTime = (epochMs: number, locale = 'en-US', timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(epochMs);
