// Test-only: the properties every wire codec must hold at the boundary, for a table of codecs and one full
// sample of each: the sample decodes to itself; random JSON, the sample with any required field taken out,
// any value swapped for one of another JSON kind, or its text cut short never decodes (and never throws).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type * as t from 'io-ts';

export type Path = readonly (string | number)[];
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A named wire type with one full sample (every optional field present, so its values are checked too). */
export interface CodecCase {
  readonly name: string;
  readonly codec: t.Mixed;
  readonly sample: unknown;
}

/** Every path to a value inside `v` (objects' keys and arrays' indexes), leaves and branches alike. */
const pathsOf = (v: unknown, at: Path = []): Path[] =>
  v !== null && typeof v === 'object'
    ? Object.entries(v).flatMap(([k, x]) => [[...at, Array.isArray(v) ? Number(k) : k], ...pathsOf(x, [...at, Array.isArray(v) ? Number(k) : k])])
    : [];

/** The value at `path` inside `v`. */
/** The JSON text cut to its first `n` characters, parsed; undefined when what is left is not JSON. */
export const parsedPrefix = (text: string, n: number): unknown => {
  try {
    return JSON.parse(text.slice(0, n)) as unknown;
  } catch {
    return undefined;
  }
};

export const at = (v: unknown, path: Path): unknown => path.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], v);

const replaced = (v: unknown, path: Path, next: (old: unknown) => unknown): unknown => {
  if (path.length === 0) return next(v);
  const [head, ...rest] = path;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? replaced(x, rest, next) : x));
  const o = v as Record<string, unknown>;
  return { ...o, [head as string]: replaced(o[head as string], rest, next) };
};

const removed = (v: unknown, path: Path): unknown => {
  const parent = path.slice(0, -1);
  const key = path[path.length - 1] as string;
  return replaced(v, parent, (o) => Object.fromEntries(Object.entries(o as Record<string, unknown>).filter(([k]) => k !== key)));
};

const jsonKind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A JSON value of another kind than `old`. */
const otherKind = (old: unknown): fc.Arbitrary<Json> =>
  fc.jsonValue().filter((x) => jsonKind(x) !== jsonKind(old)) as fc.Arbitrary<Json>;

/**
 * The boundary properties of each codec of `cases`. `isOptional(sample, path)` says whether the key at `path`
 * may be taken out of its object and still decode (those paths are not checked for refusal).
 */
export const codecProperties = (cases: readonly CodecCase[], isOptional: (sample: unknown, path: Path) => boolean): void => {
  describe.each(cases)('the $name codec', ({ codec, sample }) => {
    it('decodes its full sample to itself, through JSON text', () => {
      const r = codec.decode(JSON.parse(JSON.stringify(sample)));
      expect(r).toEqual({ _tag: 'Right', right: sample });
    });

    it('property: random JSON decodes to a value of the type or to a failure, and never throws', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (v) => {
          const r = codec.decode(v);
          if (r._tag === 'Right') expect(codec.is(r.right)).toBe(true);
        }),
        { numRuns: 150 },
      );
    });

    it('property: any value swapped for one of another JSON kind does not decode', () => {
      const paths = pathsOf(sample);
      fc.assert(
        fc.property(
          fc.constantFrom(...paths).chain((p) => otherKind(at(sample, p)).map((v) => [p, v] as const)),
          ([path, v]) => {
            expect(codec.decode(replaced(sample, path, () => v))._tag).toBe('Left');
          },
        ),
        { numRuns: 150 },
      );
    });

    it('a sample without any one of its required fields does not decode', () => {
      for (const path of pathsOf(sample).filter((p) => typeof p[p.length - 1] === 'string' && !isOptional(sample, p))) {
        expect(codec.decode(removed(sample, path))._tag, `without ${path.join('.')}`).toBe('Left');
      }
    });

    it('property: the JSON text cut short anywhere is no value of the type', () => {
      const text = JSON.stringify(sample);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: text.length - 1 }), (n) => {
          const parsed = parsedPrefix(text, n);
          if (parsed !== undefined) expect(codec.decode(parsed)._tag).toBe('Left');
        }),
        { numRuns: 100 },
      );
    });
  });
};
