// What expires is deleted on a schedule, by a job on the queue (every 10 minutes, by one process of many), not
// inside requests. How long each kind is kept past its end is ours (the spec shows none):
//   priced orders 1 h past their expiry (a placed order keeps its own copy); sessions 1 day past their expiry or
//   their sign-out; verification codes at their expiry; guest card tokens 1 day after they were issued (an order
//   keeps the token, brand and last four it was paid with); idempotency keys 1 day (a client retries within
//   minutes); the account's message log (it holds codes in clear) 1 day; password-reset links 1 day past their expiry.
import type { Clock } from '@crema/domain';
import type { Db } from '../db/database';
import type { PgBoss, QueueName } from './queue';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
export const PRUNE_QUEUE: QueueName = 'crema-prune';
const EVERY_10_MINUTES = '*/10 * * * *';

/** Deletes what expired by `now`; answers how many rows of each table went. */
export const pruneExpired = async (db: Db, now: number): Promise<Record<string, number>> => {
  const counted = async (table: string, run: Promise<readonly { numDeletedRows: bigint }[]>): Promise<[string, number]> => [
    table,
    (await run).reduce((n, r) => n + Number(r.numDeletedRows), 0),
  ];
  return Object.fromEntries(
    await Promise.all([
      counted('priced_orders', db.deleteFrom('priced_orders').where('expires_at', '<', now - HOUR_MS).execute()),
      counted(
        'sessions',
        db
          .deleteFrom('sessions')
          .where((eb) => eb.or([eb('expires_at', '<', now - DAY_MS), eb('revoked_at', '<', now - DAY_MS)]))
          .execute(),
      ),
      counted('verification_codes', db.deleteFrom('verification_codes').where('expires_at', '<', now).execute()),
      counted('card_tokens', db.deleteFrom('card_tokens').where('created_at', '<', now - DAY_MS).execute()),
      counted('idempotency_keys', db.deleteFrom('idempotency_keys').where('created_at', '<', now - DAY_MS).execute()),
      counted('account_outbox', db.deleteFrom('account_outbox').where('created_at', '<', now - DAY_MS).execute()),
      counted('password_resets', db.deleteFrom('password_resets').where('expires_at', '<', now - DAY_MS).execute()),
    ]),
  );
};

export const schedulePruning = async (boss: PgBoss, db: Db, clock: Clock): Promise<void> => {
  await boss.schedule(PRUNE_QUEUE, EVERY_10_MINUTES);
  await boss.work(PRUNE_QUEUE, async () => {
    await pruneExpired(db, clock.now());
  });
};
