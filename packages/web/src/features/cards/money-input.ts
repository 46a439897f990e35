// Reading and writing a dollar amount typed by a person (the edge: the domain keeps integer cents).

/** '12', '12.5', '12.50', '$12.50' -> cents; undefined when it is not an amount. */
export const parseDollars = (raw: string): number | undefined => {
  const t = raw.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return undefined;
  const [whole = '0', frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
};

/** 1845 -> '18.45' (for prefilling an input). */
export const centsToInput = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
