// The gifting wire codecs at the boundary: a full sample of each wire type decodes to itself; random JSON,
// a sample with any required field taken out, any value swapped for one of another JSON type, or the text
// cut short never decodes (and never throws). The purchase request takes exactly one way to pay.
import { describe, expect, it } from 'vitest';
import {
  GiftCardAnswerCodec,
  GiftCatalogAnswerCodec,
  GiftPurchaseAnswerCodec,
  GiftPurchaseRequestCodec,
  GiftStatusAnswerCodec,
} from './codecs';
import { codecProperties, type CodecCase, type Path } from '../shared/test-codecs';
import { sampleDesign, sampleLine, sampleRequestBase } from './test-samples';

const design = sampleDesign;
const line = sampleLine();
const request = {
  ...sampleRequestBase('gift-0001', [line]),
  riskData: { channel: 'WEB', capturedAt: 1, deviceFingerprint: 'fp' },
  paymentInstrumentId: 'pi-1',
};

/** One full sample of each wire type (every optional field present, so its values are checked too). */
const cases: readonly CodecCase[] = [
  { name: 'catalog answer', codec: GiftCatalogAnswerCodec, sample: { gift: { locale: 'en-US', categories: [{ urn: design.category.urn, name: 'Thank you', eGifts: [design] }] } } },
  { name: 'gift card answer', codec: GiftCardAnswerCodec, sample: { giftCard: design } },
  { name: 'purchase request', codec: GiftPurchaseRequestCodec, sample: request },
  { name: 'purchase answer', codec: GiftPurchaseAnswerCodec, sample: { requestId: 'gift-0001', delay: 2000 } },
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

/** Keys that are optional in the wire types (partial fields): taking them out still decodes. */
const OPTIONAL = new Set(['deviceFingerprint', 'delay']);

/** Whether the key at `path` is an optional field of its object (an array's entries count as optional too). */
const isOptional = (_sample: unknown, path: Path): boolean => {
  const key = path[path.length - 1];
  return typeof key === 'number' || OPTIONAL.has(String(key));
};

codecProperties(cases, isOptional);
