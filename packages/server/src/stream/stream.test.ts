// The home stream on the server, on every test database (PGlite always; PostgreSQL when the test command started
// one): the seeded demo stream with its live onboarding and stars-expiring cards, the guest stream, types asked
// for, 401 and 400, 304 against modifiedSince and 200 again once something changed, 206 when a live part fails,
// and calls to action outside the domain's link rule never sent.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_FEED_ITEM_TYPES, MS_PER_DAY } from '@crema/domain';
import { linkTarget, STREAM_ITEMS_PATH, StreamItemsBodyCodec, UNAUTH_STREAM_ITEMS_PATH, type StreamItem } from '@crema/domain/stream';
import { DEMO_STARS } from '@crema/catalog/rewards';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { testDatabases } from '../test/databases';
import { signIn, useSeededServer } from '../test/app';
import { createStreamFeed, LIVE_PARTS, seedStream } from './feed';

const START = Date.UTC(2026, 10, 25, 18);
const ALL = { locale: 'en-US', streamItemTypes: ALL_FEED_ITEM_TYPES, streamItemStatus: 'active' } as const;

describe.each(testDatabases)('stream on $name', ({ open }) => {
  let demo: string;

  const server = useSeededServer(open, START);

  beforeAll(async () => {
    demo = await signIn(server.app, DEMO_MEMBER);
  }, 180_000);

  const get = (path: string, query: Record<string, string | string[]>, cookie?: string): Promise<LightMyRequestResponse> =>
    server.app.inject({ method: 'GET', url: path, query, headers: cookie === undefined ? {} : { cookie } });
  const query = (types: readonly string[] = ALL_FEED_ITEM_TYPES, modifiedSince?: number): Record<string, string | string[]> => ({
    locale: 'en-US',
    streamItemTypes: [...types],
    streamItemStatus: 'active',
    ...(modifiedSince !== undefined ? { modifiedSince: String(modifiedSince) } : {}),
  });
  const itemsOf = (r: LightMyRequestResponse): readonly StreamItem[] => {
    const decoded = StreamItemsBodyCodec.decode(r.json());
    if (decoded._tag === 'Left') throw new Error(`undecodable ${r.body}`);
    return decoded.right.items;
  };

  it("answers the demo member's seeded stream with live onboarding and stars-expiring cards", async () => {
    const r = await get(STREAM_ITEMS_PATH, query(), demo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const items = itemsOf(r);
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(['stream-coupon-bogo', 'stream-coupon-cold-brew', 'stream-info-holiday', 'stream-onboarding', 'stream-stars-expiring']));
    const onboarding = items.find((i) => i.type === 'onboarding');
    expect(onboarding?.type === 'onboarding' && onboarding.onboardingContent.items.filter((t) => t.task.completedOn !== undefined).map((t) => t.task.name)).toEqual(['MOP', 'SvcReload']);
    const stars = items.find((i) => i.type === 'rewardPointsExpiration');
    expect(stars?.type === 'rewardPointsExpiration' && stars.rewardPointsExpiration.totalPoints).toBe(DEMO_STARS.expiringSoon);
  });

  it('answers only the types asked for; a member stream needs a member (401); a bad query is a 400', async () => {
    const coupons = itemsOf(await get(STREAM_ITEMS_PATH, query(['coupon']), demo));
    expect(coupons.length).toBeGreaterThan(0);
    expect(coupons.every((i) => i.type === 'coupon')).toBe(true);
    expect(itemsOf(await get(STREAM_ITEMS_PATH, query([]), demo))).toEqual([]);
    expect((await get(STREAM_ITEMS_PATH, query())).statusCode).toBe(401);
    expect((await get(STREAM_ITEMS_PATH, { ...query(), streamItemStatus: 'inactive' }, demo)).statusCode).toBe(400);
    expect((await get(STREAM_ITEMS_PATH, { ...query(), streamItemTypes: ['lottery'] }, demo)).statusCode).toBe(400);
    expect((await get(STREAM_ITEMS_PATH, { ...query(), modifiedSince: 'yesterday' }, demo)).statusCode).toBe(400);
  });

  it('serves the guest stream to anyone, and a new member their own seeded cards', async () => {
    const guest = await get(UNAUTH_STREAM_ITEMS_PATH, query());
    expect(guest.statusCode).toBe(200);
    expect(itemsOf(guest).map((i) => i.id)).toEqual(expect.arrayContaining(['guest-start-order', 'guest-register-card']));
    const fresh = itemsOf(await get(STREAM_ITEMS_PATH, query(), await signIn(server.app, NEW_MEMBER)));
    expect(fresh.map((i) => i.id)).toEqual(expect.arrayContaining(['stream-info-welcome', 'stream-onboarding']));
    expect(fresh.some((i) => i.id.startsWith('stream-coupon'))).toBe(false);
  });

  it('answers 304 with no body when nothing changed since modifiedSince, and the stream again once it has', async () => {
    const first = await get(STREAM_ITEMS_PATH, query(), demo);
    const lastModified = Date.parse(String(first.headers['last-modified']));
    const since = server.clock.now();
    const unchanged = await get(STREAM_ITEMS_PATH, query(ALL_FEED_ITEM_TYPES, since), demo);
    expect([unchanged.statusCode, unchanged.body]).toEqual([304, '']);
    expect(lastModified).toBeLessThanOrEqual(since);
    expect((await get(STREAM_ITEMS_PATH, query(ALL_FEED_ITEM_TYPES, 0), demo)).statusCode).toBe(200);
    server.clock.advance(60_000);
    expect(await createStreamFeed(server.ctx).completeTask(DEMO_MEMBER.memberId, 'Purchase')).toBe(true);
    const changed = await get(STREAM_ITEMS_PATH, query(ALL_FEED_ITEM_TYPES, since), demo);
    expect(changed.statusCode).toBe(200);
    const onboarding = itemsOf(changed).find((i) => i.type === 'onboarding');
    expect(onboarding?.type === 'onboarding' && onboarding.onboardingContent.items.every((t) => t.task.completedOn !== undefined)).toBe(true);
    // A new day may bring Stars into the 30-day window: the stream has changed.
    const yesterday = server.clock.now();
    expect((await get(STREAM_ITEMS_PATH, query(ALL_FEED_ITEM_TYPES, yesterday), demo)).statusCode).toBe(304);
    server.clock.advance(MS_PER_DAY);
    expect((await get(STREAM_ITEMS_PATH, query(ALL_FEED_ITEM_TYPES, yesterday), demo)).statusCode).toBe(200);
  });

  it('answers 206 with the cards it could read when a live part fails (never 304 then)', async () => {
    const broken = createStreamFeed(server.ctx, [
      {
        name: 'broken',
        read: async () => {
          throw new Error('down');
        },
      },
      ...LIVE_PARTS.slice(0, 1),
    ]);
    const r = await broken.answer({ kind: 'member', memberId: DEMO_MEMBER.memberId }, { ...ALL, modifiedSince: server.clock.now() + MS_PER_DAY });
    expect(r.status).toBe(206);
    expect(r.items.map((i) => i.id)).toEqual(expect.arrayContaining(['stream-coupon-bogo', 'stream-onboarding']));
    expect(r.items.some((i) => i.id === 'stream-stars-expiring')).toBe(false);
  });

  it('never sends a call to action the domain would not follow, and seeds only once', async () => {
    const unsafe: StreamItem = {
      id: 'stream-info-unsafe', type: 'information', rank: 10, title: 'Win', body: 'Click here',
      cta: { text: 'Go', url: 'javascript:alert(1)' }, secondaryCta: { text: 'Elsewhere', url: 'https://evil.example/x' },
    };
    await server.db.insertInto('stream_items').values({ owner: DEMO_MEMBER.memberId, item_id: unsafe.id, item: JSON.stringify(unsafe) }).execute();
    const items = itemsOf(await get(STREAM_ITEMS_PATH, query(), demo));
    const got = items.find((i) => i.id === unsafe.id);
    expect(got).toBeDefined();
    expect(got?.cta).toBeUndefined();
    expect(got?.secondaryCta).toBeUndefined();
    const links = items.flatMap((i) => [i.cta, i.secondaryCta, ...(i.type === 'onboarding' ? i.onboardingContent.items.map((t) => t.cta) : [])]).filter((c) => c !== undefined);
    expect(links.every((c) => linkTarget(c.url ?? '/', server.ctx.config.linkHosts) !== undefined)).toBe(true);
    const before = await server.db.selectFrom('stream_items').select('item_id').execute();
    await seedStream(server.ctx);
    expect(await server.db.selectFrom('stream_items').select('item_id').execute()).toHaveLength(before.length);
  });
});
