// The home stream's wire shapes (spec section 7: GET /apiproxy/v1/stream-items (member) and
// /apiproxy/v1/unauth/stream-items (guest), query locale, streamItemTypes, streamItemStatus=active,
// modifiedSince; 206 partial, 304 empty). The HTTP adapter decodes the server's body with StreamItemsBodyCodec;
// the server decodes the query with StreamItemsQueryCodec. An item of an unknown type, a rank that is not a
// finite number or a call to action without text does not decode.
import * as t from 'io-ts';
import { ALL_FEED_ITEM_TYPES, type FeedItemType } from '../shared';
import { ONBOARDING_TASK_NAMES, type OnboardingTaskName, type StreamItem } from './model';

const refined = <A>(name: string, base: t.Type<A, A, unknown>, ok: (a: A) => boolean): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && ok(u), (u, c) => (base.is(u) && ok(u) ? t.success(u) : t.failure(u, c)), t.identity);

const Finite = refined('Finite', t.number, Number.isFinite);
const EpochMs = refined('EpochMs', t.number, (n) => Number.isSafeInteger(n));
const Id = refined('StreamItemId', t.string, (s) => s.length > 0 && s.length <= 128);
const TaskName = refined('OnboardingTaskName', t.string, (s) => (ONBOARDING_TASK_NAMES as readonly string[]).includes(s)) as unknown as t.Type<OnboardingTaskName, OnboardingTaskName, unknown>;

const CallToActionCodec = t.intersection([t.type({ text: refined('CtaText', t.string, (s) => s.length > 0) }), t.partial({ url: t.string })]);

const common = t.partial({
  title: t.string,
  body: t.string,
  cta: CallToActionCodec,
  secondaryCta: CallToActionCodec,
  expires: EpochMs,
  imageUrl: t.string,
  legalFooter: t.string,
  segmentationTiers: t.readonlyArray(Finite),
  authState: t.union([t.literal('authenticated'), t.literal('unauthenticated')]),
});
const base = <P extends t.Props>(props: P) => t.intersection([t.type({ id: Id, rank: Finite, ...props }), common]);
const PointsExpirationCodec = t.type({ totalPoints: Finite, expirationDate: EpochMs });
const OnboardingTaskItemCodec = t.intersection([
  t.type({ task: t.intersection([t.type({ name: TaskName }), t.partial({ completedOn: EpochMs })]), title: t.string, body: t.string }),
  t.partial({ cta: CallToActionCodec }),
]);

export const StreamItemCodec: t.Type<StreamItem, StreamItem, unknown> = t.union([
  base({ type: t.literal('coupon'), reward: t.type({ couponCode: t.string, status: t.string }) }),
  base({ type: t.literal('information') }),
  base({ type: t.literal('rewardPointsExpiration'), rewardPointsExpiration: PointsExpirationCodec }),
  base({ type: t.literal('tierPointsExpiration'), tierPointsExpiration: PointsExpirationCodec }),
  base({ type: t.literal('onboarding'), onboardingContent: t.type({ items: t.readonlyArray(OnboardingTaskItemCodec) }) }),
  base({ type: t.literal('addBirthDate') }),
]) as unknown as t.Type<StreamItem, StreamItem, unknown>;

/** The body of a 200 or 206 answer. */
export const StreamItemsBodyCodec = t.type({ items: t.readonlyArray(StreamItemCodec) });
export type StreamItemsBody = t.TypeOf<typeof StreamItemsBodyCodec>;

export const STREAM_ITEMS_PATH = '/apiproxy/v1/stream-items';
export const UNAUTH_STREAM_ITEMS_PATH = '/apiproxy/v1/unauth/stream-items';

/** What the server reads of the query (the wire sends streamItemTypes as repeated keys and modifiedSince as epoch ms). */
export interface StreamItemsQuery {
  readonly locale: string;
  readonly streamItemTypes: readonly FeedItemType[];
  readonly streamItemStatus: 'active';
  readonly modifiedSince?: number;
}

const isFeedItemType = (s: string): s is FeedItemType => (ALL_FEED_ITEM_TYPES as readonly string[]).includes(s);
const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * The query as a server's query-string parser gives it: streamItemTypes one string (a comma list allowed) or
 * repeated keys (an array); absent means none; every type must be a known feed item type. streamItemStatus
 * must be 'active'. modifiedSince, when present, whole epoch milliseconds.
 */
export const StreamItemsQueryCodec = new t.Type<StreamItemsQuery, Readonly<Record<string, string | readonly string[]>>, unknown>(
  'StreamItemsQuery',
  (u): u is StreamItemsQuery => isRecord(u) && Array.isArray(u.streamItemTypes) && u.streamItemStatus === 'active',
  (u, c) => {
    if (!isRecord(u)) return t.failure(u, c);
    const locale = u.locale === undefined ? 'en-US' : u.locale;
    if (typeof locale !== 'string' || locale.length > 35) return t.failure(u, c, 'locale');
    if (u.streamItemStatus !== 'active') return t.failure(u, c, 'streamItemStatus');
    const raw = u.streamItemTypes === undefined ? [] : Array.isArray(u.streamItemTypes) ? u.streamItemTypes : [u.streamItemTypes];
    if (!raw.every((x): x is string => typeof x === 'string')) return t.failure(u, c, 'streamItemTypes');
    const types = raw.flatMap((x) => x.split(',')).map((x) => x.trim()).filter((x) => x !== '');
    if (!types.every(isFeedItemType)) return t.failure(u, c, 'streamItemTypes');
    let modifiedSince: number | undefined;
    if (u.modifiedSince !== undefined) {
      if (typeof u.modifiedSince !== 'string' || !/^\d{1,15}$/.test(u.modifiedSince)) return t.failure(u, c, 'modifiedSince');
      modifiedSince = Number(u.modifiedSince);
    }
    return t.success({ locale, streamItemTypes: types as FeedItemType[], streamItemStatus: 'active', ...(modifiedSince !== undefined ? { modifiedSince } : {}) });
  },
  (q) => ({
    locale: q.locale,
    streamItemTypes: q.streamItemTypes,
    streamItemStatus: q.streamItemStatus,
    ...(q.modifiedSince !== undefined ? { modifiedSince: String(q.modifiedSince) } : {}),
  }),
);
