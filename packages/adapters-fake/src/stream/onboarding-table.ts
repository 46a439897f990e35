// The fake server's record of which onboarding tasks each member has completed. Other capabilities'
// fakes call completeOnboardingTask (a mobile order completes MOP and Purchase, a reload SvcReload).
import type { OnboardingTaskName } from '@crema/domain/stream';
import { seedOnboarding, type CompletedTasks, type OnboardingByMember } from '@crema/catalog/stream';
import type { FakeBackend, Table } from '../backend';

export type OnboardingTableState = OnboardingByMember;

export const ONBOARDING_TABLE = 'stream.onboarding';

export const onboardingTable = (backend: FakeBackend): Table<OnboardingTableState> =>
  backend.table<OnboardingTableState>(ONBOARDING_TABLE, () => seedOnboarding(backend.clock.now()));

/** When each task was completed by the member (absent: to do). */
export const completedTasks = (backend: FakeBackend, memberId: string): CompletedTasks => onboardingTable(backend).read()[memberId] ?? {};

/** Marks a task completed now, unless it already was. Returns true when this call completed it. */
export const completeOnboardingTask = (backend: FakeBackend, memberId: string, task: OnboardingTaskName): boolean => {
  if (completedTasks(backend, memberId)[task] !== undefined) return false;
  const now = backend.clock.now();
  onboardingTable(backend).update((t) => ({ ...t, [memberId]: { ...t[memberId], [task]: now } }));
  return true;
};
