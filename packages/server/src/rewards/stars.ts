// A member's Stars on the server (the catalog's rule of an account: every Star in one expiry bucket, the
// balance the sum of the buckets dated after now). Orders spend the Stars of their Star rewards and credit
// the Stars they earn in the order's own transaction, each once per order: redeemStarsInTx (the balance
// checked with the account locked, soonest-expiring buckets first by the domain's consumeSoonestFirst) and
// earnStarsInTx (the domain's earn rule and lifetime). A store's cancel reverses both, once per order, in the
// cancel's transaction: reverseOrderStarsInTx (the domain's reverseOrderStars). Reads settle at the server's clock.
import { MS_PER_DAY } from '@crema/domain';
import { consumeSoonestFirst, reverseOrderStars, STAR_LIFETIME_DAYS, starsEarnedFor, startOfUtcDay, type StarExpiration, type StarsReversal, type StarsSummary } from '@crema/domain/rewards';
import { seedStars } from '@crema/catalog/rewards';
import type { Db, Tx } from '../db/database';
import type { ServerContext } from '../context';
import { memberIdsOnFile } from '../seed/members-on-file';


/** The member's Stars at `now`: the buckets still ahead, soonest first, and their sum. */
export const readStars = async (db: Db, memberId: string, now: number): Promise<StarsSummary> => {
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

/** Writes the member's buckets still ahead from `before` to `after` (lapsed buckets are left as they are). */
const rewriteBuckets = async (tx: Tx, memberId: string, before: readonly StarExpiration[], after: readonly StarExpiration[]): Promise<void> => {
  const next = new Map(after.map((e) => [e.date, e.amount]));
  for (const bucket of before) {
    const amount = next.get(bucket.date);
    next.delete(bucket.date);
    if (amount === bucket.amount) continue;
    if (amount === undefined) await tx.deleteFrom('star_buckets').where('member_id', '=', memberId).where('expires_at', '=', bucket.date).execute();
    else await tx.updateTable('star_buckets').set({ amount }).where('member_id', '=', memberId).where('expires_at', '=', bucket.date).execute();
  }
  for (const [date, amount] of next) await tx.insertInto('star_buckets').values({ member_id: memberId, expires_at: date, amount }).execute();
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
  // Stars whose date has passed are lost without a delete: readStars skips their buckets, and the stream dates a
  // lapse by them.
  if (stars > 0) {
    await tx
      .insertInto('star_buckets')
      .values({ member_id: memberId, expires_at: expiresAt, amount: stars })
      .onConflict((oc) => oc.columns(['member_id', 'expires_at']).doUpdateSet((eb) => ({ amount: eb('star_buckets.amount', '+', eb.ref('excluded.amount')) })))
      .execute();
  }
  return stars;
};

export type Redemption = { readonly kind: 'spent'; readonly stars: number } | { readonly kind: 'insufficient'; readonly balance: number };

/**
 * Spends `stars` Stars for the order `orderId`, soonest-expiring buckets first (the domain's consumeSoonestFirst),
 * in the caller's transaction, with the member's account locked so that two orders cannot spend the same Stars.
 * The balance is the one at `now` (lapsed buckets do not count; they are left as they are: readStars skips
 * them, and the stream dates a lapse by them). An order spends once: a
 * second call for the same order answers the Stars it spent the first time. 'insufficient': the balance is
 * lower than `stars`; then nothing has changed, but the caller must end its transaction (roll it back).
 */
export const redeemStarsInTx = async (tx: Tx, memberId: string, orderId: string, stars: number, now: number): Promise<Redemption> => {
  if (!Number.isSafeInteger(stars) || stars <= 0) throw new RangeError(`cannot redeem ${stars} Stars`);
  await lockAccount(tx, memberId, now);
  const earlier = await tx.selectFrom('star_redemptions').select('stars').where('order_id', '=', orderId).executeTakeFirst();
  if (earlier !== undefined) return { kind: 'spent', stars: Number(earlier.stars) };
  const account = await readStars(tx, memberId, now);
  if (stars > account.stars) return { kind: 'insufficient', balance: account.stars };
  await rewriteBuckets(tx, memberId, account.expiring, consumeSoonestFirst(account.expiring, stars));
  await tx.insertInto('star_redemptions').values({ order_id: orderId, member_id: memberId, stars, at: now }).execute();
  return { kind: 'spent', stars };
};

/**
 * A store's cancel of the member's order `orderId`, on their Stars, in the cancel's transaction with the account
 * locked: the Stars it redeemed are given back as Stars earned today, the Stars it earned taken back as far as the
 * member still holds them, never below zero (the domain's reverseOrderStars, whose comment says why). Once per
 * order (star_reversals): a second call changes nothing and answers undefined, as does an order that kept no
 * Stars (a guest's, or one placed before Stars were kept).
 */
export const reverseOrderStarsInTx = async (tx: Tx, memberId: string, orderId: string, now: number): Promise<StarsReversal | undefined> => {
  const earned = await tx.selectFrom('star_earnings').select(['stars', 'expires_at']).where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
  const redeemed = await tx.selectFrom('star_redemptions').select('stars').where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
  if (earned === undefined && redeemed === undefined) return undefined;
  await lockAccount(tx, memberId, now);
  const done = await tx.selectFrom('star_reversals').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
  if (done !== undefined) return undefined;
  const account = await readStars(tx, memberId, now);
  const order = { earned: Number(earned?.stars ?? 0), earnedExpiresAt: Number(earned?.expires_at ?? 0), redeemed: Number(redeemed?.stars ?? 0) };
  const reversal = reverseOrderStars(account.expiring, order, startOfUtcDay(now) + STAR_LIFETIME_DAYS * MS_PER_DAY);
  await rewriteBuckets(tx, memberId, account.expiring, reversal.expiring);
  await tx
    .insertInto('star_reversals')
    .values({ order_id: orderId, member_id: memberId, given_back: reversal.givenBack, taken_back: reversal.takenBack, forgiven: reversal.forgiven, at: now })
    .execute();
  return reversal;
};

/** The first start's Stars: the catalog's seeded accounts (the demo member's), once per member, never again. */
export const seedRewards = async ({ db, clock }: Pick<ServerContext, 'db' | 'clock'>): Promise<void> => {
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    const members = await memberIdsOnFile(tx);
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
