// The gifting wire codecs at the boundary: a full sample of each wire type decodes to itself; random JSON,
// a sample with any required field taken out, any value swapped for one of another JSON type, or the text
// cut short never decodes (and never throws). The purchase request takes exactly one way to pay.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as t from 'io-ts';
import {
  GiftCardAnswerCodec,
  GiftCatalogAnswerCodec,
  GiftPurchaseAnswerCodec,
  GiftPurchaseRequestCodec,
  GiftStatusAnswerCodec,
} from './codecs';
import type { GiftCardDesign, GiftLine } from './model';

const design: GiftCardDesign = {
  productNumber: '11000101',
  name: 'Thanks a Latte',
  category: { urn: 'urn:crema:gift-category:thank-you', name: 'Thank you' },
  artwork: { palette: { background: '#fff', foreground: '#000', accent: '#a00' }, motif: 'cup', caption: 'Thanks a latte', imageUrl: 'data:,', alt: 'A cup' },
};
const line: GiftLine = {
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam',
  deliveryMethod: 'EMAIL',
  deliveryDate: '2026-11-25',
  product: '11000101',
  message: 'Enjoy!',
  amount: { amount: 2500, currency: 'USD' },
};
const request = {
  requestId: 'gift-1',
  orderSource: 'WEB',
  locale: 'en-US',
  currency: 'USD',
  paymentType: 'visa',
  senderEmail: 'avery@example.com',
  senderName: 'Avery',
  egifts: [line],
  riskData: { channel: 'WEB', capturedAt: 1, deviceFingerprint: 'fp' },
  paymentInstrumentId: 'pi-1',
};

/** One full sample of each wire type (every optional field present, so its values are checked too). */
const cases: readonly { readonly name: string; readonly codec: t.Mixed; readonly sample: unknown }[] = [
  { name: 'catalog answer', codec: GiftCatalogAnswerCodec, sample: { gift: { locale: 'en-US', categories: [{ urn: design.category.urn, name: 'Thank you', eGifts: [design] }] } } },
  { name: 'gift card answer', codec: GiftCardAnswerCodec, sample: { giftCard: design } },
  { name: 'purchase request', codec: GiftPurchaseRequestCodec, sample: request },
  { name: 'purchase answer', codec: GiftPurchaseAnswerCodec, sample: { requestId: 'gift-1', delay: 2000 } },
  { name: 'status answer (done)', codec: GiftStatusAnswerCodec, sample: { orderNumber: 'EG-1' } },
  { name: 'status answer (pending)', codec: GiftStatusAnswerCodec, sample: { data: { context: { code: 'EPROMISERETRY' } } } },
];

describe('the purchase request codec', () => {
  it('takes a guest token instead of an instrument, and refuses both or neither', () => {
    const { paymentInstrumentId: _id, ...noWay } = request;
    expect(GiftPurchaseRequestCodec.decode({ ...noWay, paymentInstrumentToken: 'tok_1' })._tag).toBe('Right');
    expect(GiftPurchaseRequestCodec.decode(noWay)._tag).toBe('Left');
    expect(GiftPurchaseRequestCodec.decode({ ...request, paymentInstrumentToken: 'tok_1' })._tag).toBe('Left');
  });

  it('keeps only the known fields, and refuses a request id that is no idempotency key', () => {
    const r = GiftPurchaseRequestCodec.decode({ ...request, memberId: 'someone-else', egifts: [{ ...line, extra: 1 }] });
    expect(r).toEqual({ _tag: 'Right', right: request });
    expect(GiftPurchaseRequestCodec.decode({ ...request, requestId: 'has space' })._tag).toBe('Left');
    expect(GiftPurchaseRequestCodec.decode({ ...request, requestId: '' })._tag).toBe('Left');
  });

  it('decodes more recipients than the limit (the rules refuse them, with their own code)', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...line, recipientEmail: `r${i}@example.com` }));
    expect(GiftPurchaseRequestCodec.decode({ ...request, egifts: eleven })._tag).toBe('Right');
  });
});

type Path = readonly (string | number)[];
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value inside `v` (objects' keys and arrays' indexes), leaves and branches alike. */
const pathsOf = (v: unknown, at: Path = []): Path[] =>
  v !== null && typeof v === 'object'
    ? Object.entries(v).flatMap(([k, x]) => [[...at, Array.isArray(v) ? Number(k) : k], ...pathsOf(x, [...at, Array.isArray(v) ? Number(k) : k])])
    : [];

const at = (v: unknown, path: Path): unknown => path.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], v);

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

/** Keys that are optional in the wire types (partial fields): taking them out still decodes. */
const OPTIONAL = new Set(['deviceFingerprint', 'delay']);

/** Whether the key at `path` is an optional field of its object (an array's entries count as optional too). */
const isOptional = (_sample: unknown, path: Path): boolean => {
  const key = path[path.length - 1];
  return typeof key === 'number' || OPTIONAL.has(String(key));
};

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
        let parsed: unknown;
        try {
          parsed = JSON.parse(text.slice(0, n));
        } catch {
          return;
        }
        expect(codec.decode(parsed)._tag).toBe('Left');
      }),
      { numRuns: 100 },
    );
  });
});
