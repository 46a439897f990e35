// Identifiers and randomness enter the domain through ports; the seeded versions below are pure and repeatable.
export interface IdGenerator {
  /** A new unique id, optionally prefixed (e.g. 'ord', 'req'). */
  next(prefix?: string): string;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
}

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. Same seed, same sequence. */
export const createSeededRandom = (seed: number): Random => {
  let a = seed >>> 0;
  return {
    next: () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
};

export const randomInt = (r: Random, minInclusive: number, maxInclusive: number): number =>
  minInclusive + Math.floor(r.next() * (maxInclusive - minInclusive + 1));

export const pick = <T>(r: Random, items: readonly T[]): T => {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[Math.floor(r.next() * items.length)] as T;
};

/** Deterministic ids: a counter plus a seeded suffix, stable across runs with the same seed. */
export const createSeededIds = (seed: number): IdGenerator => {
  const r = createSeededRandom(seed);
  let n = 0;
  return {
    next: (prefix = 'id') => {
      n += 1;
      const suffix = Math.floor(r.next() * 0xffffff).toString(16).padStart(6, '0');
      return `${prefix}-${n.toString(36)}${suffix}`;
    },
  };
};
