// The home stream on the server (spec sections 4, 5, 7): the guest feed, and a member's feed built of their
// stored cards (the catalog's, seeded on their first read) and two cards made at each read from live data: the
// onboarding card from the tasks they completed and the stars-expiring card from their Stars at the server's
// clock (the catalog's onboardingCard and starsExpiringCard). Only the requested types are answered, and every
// call to action passes the domain's link rule (withSafeLinks over the configured hosts), so the server never
// sends a link the app would refuse.
//
// Status: 200 complete; 206 when a live part could not be read (the rest is answered: the spec's partial
// success); 304, with no items, when the client's modifiedSince is at or after the feed's last change.
import type { Kysely } from 'kysely';
import { MS_PER_DAY } from '@crema/domain';
import { withSafeLinks, type OnboardingTaskName, type StreamAnswerStatus, type StreamItem, type StreamItemsQuery } from '@crema/domain/stream';
import { guestItems, onboardingCard, seedItemsFor, seedOnboarding, starsExpiringCard, type CompletedTasks } from '@crema/catalog/stream';
import type { Schema } from '../db/schema';
import type { ServerContext } from '../context';
import { memberIdsOnFile } from '../seed/members-on-file';
import { readStars } from '../rewards/stars';

export const GUEST_FEED = 'guest';

export type StreamAudienceOf = { readonly kind: 'guest' } | { readonly kind: 'member'; readonly memberId: string };

export interface StreamResult {
  readonly status: StreamAnswerStatus;
  readonly items: readonly StreamItem[];
  /** When what this answer shows last changed (epoch ms). */
  readonly lastModified: number;
}

/** A live part of a member's stream: its cards and when what they show last changed. */
export interface LivePart {
  readonly name: string;
  read(db: Kysely<Schema>, memberId: string, now: number): Promise<{ readonly items: readonly StreamItem[]; readonly modifiedAt: number }>;
}

const onboardingPart: LivePart = {
  name: 'onboarding',
  read: async (db, memberId) => {
    const rows = await db.selectFrom('onboarding_tasks').select(['task', 'completed_on']).where('member_id', '=', memberId).execute();
    const done: CompletedTasks = Object.fromEntries(rows.map((r) => [r.task, Number(r.completed_on)]));
    return { items: [onboardingCard(done)], modifiedAt: rows.reduce((m, r) => Math.max(m, Number(r.completed_on)), 0) };
  },
};

const starsPart: LivePart = {
  name: 'stars',
  read: async (db, memberId, now) => {
    const stars = await readStars(db, memberId, now);
    const earned = await db.selectFrom('star_earnings').select((eb) => eb.fn.max('at').as('at')).where('member_id', '=', memberId).executeTakeFirst();
    const spent = await db.selectFrom('star_redemptions').select((eb) => eb.fn.max('at').as('at')).where('member_id', '=', memberId).executeTakeFirst();
    // A store's cancel gives Stars back and takes them away.
    const reversed = await db.selectFrom('star_reversals').select((eb) => eb.fn.max('at').as('at')).where('member_id', '=', memberId).executeTakeFirst();
    const lapsed = await db
      .selectFrom('star_buckets')
      .select((eb) => eb.fn.max('expires_at').as('at'))
      .where('member_id', '=', memberId)
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    // The card's window moves with the day: a change of day may bring an expiration into the 30 days.
    const day = Math.floor(now / MS_PER_DAY) * MS_PER_DAY;
    return { items: [starsExpiringCard(stars, now)], modifiedAt: Math.max(Number(earned?.at ?? 0), Number(spent?.at ?? 0), Number(reversed?.at ?? 0), Number(lapsed?.at ?? 0), day) };
  },
};

export const LIVE_PARTS: readonly LivePart[] = [onboardingPart, starsPart];

export const createStreamFeed = ({ db, clock, config }: Pick<ServerContext, 'db' | 'clock' | 'config'>, parts: readonly LivePart[] = LIVE_PARTS) => {
  /** The owner's feed row, seeding a member's cards from the catalog on their first read. */
  const feedOf = async (owner: string, now: number): Promise<number> => {
    const row = await db.selectFrom('stream_feeds').select('modified_at').where('owner', '=', owner).executeTakeFirst();
    if (row !== undefined) return Number(row.modified_at);
    const items = owner === GUEST_FEED ? guestItems(now) : seedItemsFor(owner, now);
    await db.transaction().execute(async (tx) => {
      const created = await tx.insertInto('stream_feeds').values({ owner, modified_at: now }).onConflict((oc) => oc.column('owner').doNothing()).returning('owner').executeTakeFirst();
      if (created !== undefined && items.length > 0) {
        await tx.insertInto('stream_items').values(items.map((i) => ({ owner, item_id: i.id, item: JSON.stringify(i) }))).execute();
      }
    });
    const seeded = await db.selectFrom('stream_feeds').select('modified_at').where('owner', '=', owner).executeTakeFirstOrThrow();
    return Number(seeded.modified_at);
  };

  const stored = async (owner: string): Promise<readonly StreamItem[]> =>
    (await db.selectFrom('stream_items').select('item').where('owner', '=', owner).orderBy('item_id').execute()).map((r) => r.item);

  const answer = async (who: StreamAudienceOf, q: StreamItemsQuery): Promise<StreamResult> => {
    const now = clock.now();
    const owner = who.kind === 'guest' ? GUEST_FEED : who.memberId;
    let lastModified = await feedOf(owner, now);
    const items: StreamItem[] = [...(await stored(owner))];
    let partial = false;
    if (who.kind === 'member') {
      for (const part of parts) {
        try {
          const got = await part.read(db, who.memberId, now);
          items.push(...got.items);
          lastModified = Math.max(lastModified, got.modifiedAt);
        } catch {
          partial = true;
        }
      }
    }
    if (!partial && q.modifiedSince !== undefined && lastModified <= q.modifiedSince) return { status: 304, items: [], lastModified };
    const wanted = items.filter((i) => q.streamItemTypes.includes(i.type)).map((i) => withSafeLinks(i, config.linkHosts));
    return { status: partial ? 206 : 200, items: wanted, lastModified };
  };

  /** Marks a member's onboarding task completed now, unless it already was; the feed changes with it. */
  const completeTask = async (memberId: string, task: OnboardingTaskName): Promise<boolean> => {
    const done = await db
      .insertInto('onboarding_tasks')
      .values({ member_id: memberId, task, completed_on: clock.now() })
      .onConflict((oc) => oc.columns(['member_id', 'task']).doNothing())
      .returning('task')
      .executeTakeFirst();
    return done !== undefined;
  };

  return { answer, completeTask };
};
export type ServerStreamFeed = ReturnType<typeof createStreamFeed>;

/** The first start's stream: the guest feed, the demo member's cards and onboarding record from the catalog, once. */
export const seedStream = async (ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>): Promise<void> => {
  const { db, clock } = ctx;
  const now = clock.now();
  const feed = createStreamFeed(ctx);
  const members = await memberIdsOnFile(db);
  const onboarding = Object.entries(seedOnboarding(now)).filter(([memberId]) => members.has(memberId));
  const first = await db.selectFrom('stream_feeds').select('owner').where('owner', '=', GUEST_FEED).executeTakeFirst();
  if (first !== undefined) return;
  for (const [memberId, tasks] of onboarding) {
    const rows = Object.entries(tasks).map(([task, at]) => ({ member_id: memberId, task, completed_on: at }));
    if (rows.length > 0) await db.insertInto('onboarding_tasks').values(rows).onConflict((oc) => oc.doNothing()).execute();
    await feed.answer({ kind: 'member', memberId }, { locale: 'en-US', streamItemTypes: [], streamItemStatus: 'active' });
  }
  await feed.answer({ kind: 'guest' }, { locale: 'en-US', streamItemTypes: [], streamItemStatus: 'active' });
};
