// Guess counters (sign-in per account and per address, re-authentication per session, security codes per card
// number) claimed in the database BEFORE the slow check runs: one short transaction locks the counter's row
// (SELECT ... FOR UPDATE; a missing row is inserted first), applies the domain's claimAttempt and writes it. Two
// requests, or two processes on one PostgreSQL, take turns on the row, so however many guesses arrive at once at
// most the policy's number is ever checked. A success then resets the row (settleAttempt).
import { claimAttempt, settleAttempt, type AttemptClaim, type AttemptPolicy, type AttemptState } from '@crema/domain/auth';
import type { Db, Tx } from '../db/database';

/** One counter row: read it locked (creating it when missing) and write it. */
export interface AttemptCounter {
  lock(tx: Tx): Promise<AttemptState>;
  save(db: Db | Tx, s: AttemptState): Promise<unknown>;
}

export const claimAttemptIn = (db: Db, counter: AttemptCounter, policy: AttemptPolicy, now: number): Promise<AttemptClaim> =>
  db.transaction().execute(async (tx) => {
    const claim = claimAttempt(await counter.lock(tx), now, policy);
    if (claim.granted) await counter.save(tx, claim.state);
    return claim;
  });

/** After a granted attempt succeeded: the count starts over (a failure was already counted by its claim). */
export const settleSuccessIn = (db: Db, counter: AttemptCounter, claim: AttemptClaim): Promise<unknown> => counter.save(db, settleAttempt(claim.state, true));

export const attemptStateOf = (failedAttempts: number, lockedUntil: number | null): AttemptState => ({
  failedAttempts,
  ...(lockedUntil !== null ? { lockedUntil } : {}),
});

/** The members row's sign-in counter. */
export const accountCounter = (memberId: string): AttemptCounter => ({
  lock: async (tx) => {
    const r = await tx.selectFrom('members').select(['failed_attempts', 'locked_until']).where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    return attemptStateOf(r.failed_attempts, r.locked_until);
  },
  save: (db, s) => db.updateTable('members').set({ failed_attempts: s.failedAttempts, locked_until: s.lockedUntil ?? null }).where('member_id', '=', memberId).execute(),
});

/** A client address's counter across every e-mail it tries. */
export const addressCounter = (address: string): AttemptCounter => ({
  lock: async (tx) => {
    await tx.insertInto('address_attempts').values({ address, failed_attempts: 0, locked_until: null }).onConflict((oc) => oc.column('address').doNothing()).execute();
    const r = await tx.selectFrom('address_attempts').select(['failed_attempts', 'locked_until']).where('address', '=', address).forUpdate().executeTakeFirstOrThrow();
    return attemptStateOf(r.failed_attempts, r.locked_until);
  },
  save: (db, s) => db.updateTable('address_attempts').set({ failed_attempts: s.failedAttempts, locked_until: s.lockedUntil ?? null }).where('address', '=', address).execute(),
});

/** A session's re-authentication counter (re-authentication and the password change's current password). */
export const reauthCounter = (tokenHash: string): AttemptCounter => ({
  lock: async (tx) => {
    const r = await tx.selectFrom('sessions').select(['reauth_failed_attempts', 'reauth_locked_until']).where('token_hash', '=', tokenHash).forUpdate().executeTakeFirstOrThrow();
    return attemptStateOf(r.reauth_failed_attempts, r.reauth_locked_until);
  },
  save: (db, s) => db.updateTable('sessions').set({ reauth_failed_attempts: s.failedAttempts, reauth_locked_until: s.lockedUntil ?? null }).where('token_hash', '=', tokenHash).execute(),
});

/** A card number's security-code counter (keyed by the number's hash), across every member and address. */
export const cardCodeCounter = (numberHash: string): AttemptCounter => ({
  lock: async (tx) => {
    await tx.insertInto('card_code_attempts').values({ number_hash: numberHash, failed_attempts: 0, locked_until: null }).onConflict((oc) => oc.column('number_hash').doNothing()).execute();
    const r = await tx.selectFrom('card_code_attempts').select(['failed_attempts', 'locked_until']).where('number_hash', '=', numberHash).forUpdate().executeTakeFirstOrThrow();
    return attemptStateOf(r.failed_attempts, r.locked_until);
  },
  save: (db, s) => db.updateTable('card_code_attempts').set({ failed_attempts: s.failedAttempts, locked_until: s.lockedUntil ?? null }).where('number_hash', '=', numberHash).execute(),
});
