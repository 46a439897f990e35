// The first start's seed: each capability adds its demo data once (every step is idempotent: it inserts
// only what is missing, so a restart or a second server on the same database changes nothing). The stores and
// the guest's feed are always seeded; the demo members' data only for the members on file, so a start without the
// demo members (CREMA_DEMO_DATA=0) seeds none of it, nor the README's test Crema cards (their numbers and security
// codes are published).
import type { ServerContext } from '../context';
import { seedMembers } from '../auth/seed';
import { seedLocator } from '../locator/seed';
import { seedOrdering } from '../ordering/seed';
import { seedCardLedger } from '../cards/seed';
import { seedAccount } from '../account/seed';
import { seedRewards } from '../rewards/stars';
import { seedStream } from '../stream/feed';
import { seedPayments } from '../payments/seed';
import { seedPartners } from '../order-progress/partners';

export type SeedStep = (ctx: ServerContext) => Promise<void>;

export const seedSteps: SeedStep[] = [seedMembers, (ctx) => seedLocator(ctx), seedOrdering, seedPayments, seedCardLedger, seedRewards, seedAccount, seedStream, seedPartners];
/** The steps that add demo data whoever is on file: the members themselves and the test cards anyone may add. */
const DEMO_ONLY: ReadonlySet<SeedStep> = new Set([seedMembers, seedCardLedger, seedPartners]);

export interface SeedOptions {
  /** The demo members of the README and their data (CREMA_DEMO_DATA; default true). */
  readonly demoData?: boolean;
}

export const seedDatabase = async (ctx: ServerContext, { demoData = true }: SeedOptions = {}): Promise<void> => {
  for (const step of seedSteps) if (demoData || !DEMO_ONLY.has(step)) await step(ctx);
};
