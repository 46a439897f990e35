import type { Db } from '../db/database';

/** The members on file: a seed adds demo data only for these (a test may start with fewer, or none). */
export const memberIdsOnFile = async (db: Db): Promise<ReadonlySet<string>> =>
  new Set((await db.selectFrom('members').select('member_id').execute()).map((m) => m.member_id));
