// The fake server's record of which onboarding tasks each member has completed. Other capabilities'
// fakes call completeOnboardingTask (a mobile order completes MOP and Purchase, a reload SvcReload).
import { MS_PER_DAY } from '@crema/domain';
import type { OnboardingTaskName } from '@crema/domain/stream';
import type { FakeBackend, Table } from '../backend';
import { DEMO_MEMBER } from '../seed';

export type OnboardingTableState = Readonly<Record<string, Readonly<Partial<Record<OnboardingTaskName, number>>>>>;

export const ONBOARDING_TABLE = 'stream.onboarding';

/** DEMO_MEMBER ordered ahead yesterday and reloaded a card 5 days ago; Purchase is still to do. */
export const seedOnboarding = (now: number): OnboardingTableState => ({
  [DEMO_MEMBER.memberId]: { MOP: now - MS_PER_DAY, SvcReload: now - 5 * MS_PER_DAY },
});

export const onboardingTable = (backend: FakeBackend): Table<OnboardingTableState> =>
  backend.table<OnboardingTableState>(ONBOARDING_TABLE, () => seedOnboarding(backend.clock.now()));

/** When each task was completed by the member (absent: to do). */
export const completedTasks = (backend: FakeBackend, memberId: string): Partial<Record<OnboardingTaskName, number>> =>
  onboardingTable(backend).read()[memberId] ?? {};

/** Marks a task completed now, unless it already was. Returns true when this call completed it. */
export const completeOnboardingTask = (backend: FakeBackend, memberId: string, task: OnboardingTaskName): boolean => {
  if (completedTasks(backend, memberId)[task] !== undefined) return false;
  const now = backend.clock.now();
  onboardingTable(backend).update((t) => ({ ...t, [memberId]: { ...t[memberId], [task]: now } }));
  return true;
};
