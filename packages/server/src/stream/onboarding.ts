// A member's onboarding tasks, completed by what they do on the server (the catalog's rule: an order ahead
// completes MOP and Purchase, adding money to a card SvcReload), in the caller's transaction, once per task:
// the first completion's date stays. The stream's onboarding card reads them (feed.ts).
import type { Transaction } from 'kysely';
import type { OnboardingTaskName } from '@crema/domain/stream';
import type { Schema } from '../db/schema';

export { ORDER_COMPLETES, RELOAD_COMPLETES } from '@crema/catalog/stream';

export const completeTasksInTx = async (tx: Transaction<Schema>, memberId: string, tasks: readonly OnboardingTaskName[], now: number): Promise<void> => {
  if (tasks.length === 0) return;
  await tx
    .insertInto('onboarding_tasks')
    .values(tasks.map((task) => ({ member_id: memberId, task, completed_on: now })))
    .onConflict((oc) => oc.columns(['member_id', 'task']).doNothing())
    .execute();
};
