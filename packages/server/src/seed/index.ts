// The first start's seed: each capability adds its demo data once (every step is idempotent: it inserts
// only what is missing, so a restart or a second server on the same database changes nothing).
import type { ServerContext } from '../context';
import { seedMembers } from '../auth/seed';
import { seedLocator } from '../locator/seed';
import { seedOrdering } from '../ordering/seed';
import { seedCardLedger } from '../cards/seed';
import { seedAccount } from '../account/seed';
import { seedRewards } from '../rewards/stars';
import { seedStream } from '../stream/feed';
import { seedPayments } from '../payments/seed';

export type SeedStep = (ctx: ServerContext) => Promise<void>;

export const seedSteps: SeedStep[] = [seedMembers, (ctx) => seedLocator(ctx), seedOrdering, seedPayments, seedCardLedger, seedRewards, seedAccount, seedStream];

export const seedDatabase = async (ctx: ServerContext): Promise<void> => {
  for (const step of seedSteps) await step(ctx);
};
