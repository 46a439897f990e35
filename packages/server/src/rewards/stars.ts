// A member's Stars on the server (the catalog's rule of an account: every Star in one expiry bucket, the
// balance the sum of the buckets dated after now). Orders credit their Stars in the order's own transaction
// (earnStarsInTx, the domain's earn rule and lifetime), once per order; reads settle at the server's clock.
import type { Kysely, Transaction } from 'kysely';
import { MS_PER_DAY } from '@crema/domain';
import { STAR_LIFETIME_DAYS, starsEarnedFor, startOfUtcDay, type StarsSummary } from '@crema/domain/rewards';
import { seedStars } from '@crema/catalog/rewards';
import type { Schema } from '../db/schema';
import type { ServerContext } from '../context';

type Tx = Transaction<Schema>;

/** The member's Stars at `now`: the buckets still ahead, soonest first, and their sum. */
export const readStars = async (db: Kysely<Schema>, memberId: string, now: number): Promise<StarsSummary> => {
  const rows = await db
    .selectFrom('star_buckets')
    .select(['expires_at', 'amount'])
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .execute();
  const expiring = rows.map((r) => ({ date: Number(r.expires_at), amount: Number(r.amount) }));
  return { stars: expiring.reduce((n, e) => n + e.amount, 0), expiring };
};

/** Opens the member's Star account if it is not there yet, and locks it for this transaction. */
const lockAccount = async (tx: Tx, memberId: string, now: number): Promise<void> => {
  await tx.insertInto('star_accounts').values({ member_id: memberId, opened_at: now }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
  await tx.selectFrom('star_accounts').select('member_id').where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
};

/**
 * Credits the Stars an order of `priceMinor` earns (the domain's starsEarnedFor: 2 per whole $1), expiring
 * STAR_LIFETIME_DAYS after the start of today (UTC), in the caller's transaction. An order credits once: a
 * second call for the same order answers the Stars it earned the first time. Returns the Stars earned.
 */
export const earnStarsInTx = async (tx: Tx, memberId: string, orderId: string, priceMinor: number, now: number): Promise<number> => {
  const stars = starsEarnedFor(priceMinor);
  await lockAccount(tx, memberId, now);
  const expiresAt = startOfUtcDay(now) + STAR_LIFETIME_DAYS * MS_PER_DAY;
  const first = await tx
    .insertInto('star_earnings')
    .values({ order_id: orderId, member_id: memberId, stars, expires_at: expiresAt, at: now })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('stars')
    .executeTakeFirst();
  if (first === undefined) {
    const earlier = await tx.selectFrom('star_earnings').select('stars').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    return Number(earlier.stars);
  }
  // Stars whose date has passed are lost: drop their buckets while the account is locked.
  await tx.deleteFrom('star_buckets').where('member_id', '=', memberId).where('expires_at', '<=', now).execute();
  if (stars > 0) {
    await tx
      .insertInto('star_buckets')
      .values({ member_id: memberId, expires_at: expiresAt, amount: stars })
      .onConflict((oc) => oc.columns(['member_id', 'expires_at']).doUpdateSet((eb) => ({ amount: eb('star_buckets.amount', '+', eb.ref('excluded.amount')) })))
      .execute();
  }
  return stars;
};

/** The first start's Stars: the catalog's seeded accounts (the demo member's), once per member, never again. */
export const seedRewards = async ({ db, clock }: Pick<ServerContext, 'db' | 'clock'>): Promise<void> => {
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    const members = new Set((await tx.selectFrom('members').select('member_id').execute()).map((m) => m.member_id));
    for (const [memberId, account] of Object.entries(seedStars(now))) {
      if (!members.has(memberId)) continue;
      const opened = await tx
        .insertInto('star_accounts')
        .values({ member_id: memberId, opened_at: now })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('member_id')
        .executeTakeFirst();
      if (opened === undefined || account.expiring.length === 0) continue;
      await tx
        .insertInto('star_buckets')
        .values(account.expiring.map((e) => ({ member_id: memberId, expires_at: e.date, amount: e.amount })))
        .execute();
    }
  });
};
