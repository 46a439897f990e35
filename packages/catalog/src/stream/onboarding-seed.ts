// The onboarding tasks each member has completed, as the server seeds them: when each task was done
// (absent: still to do). A mobile order completes MOP and Purchase, a card reload SvcReload.
import { MS_PER_DAY } from '@crema/domain';
import type { OnboardingTaskName } from '@crema/domain/stream';
import { DEMO_MEMBER } from '../members';

export type CompletedTasks = Readonly<Partial<Record<OnboardingTaskName, number>>>;

export type OnboardingByMember = Readonly<Record<string, CompletedTasks>>;

/** The tasks an order ahead completes (the fake and the server both apply it). */
export const ORDER_COMPLETES: readonly OnboardingTaskName[] = ['MOP', 'Purchase'];
/** The tasks adding money to a card completes. */
export const RELOAD_COMPLETES: readonly OnboardingTaskName[] = ['SvcReload'];

/** DEMO_MEMBER ordered ahead yesterday and reloaded a card 5 days ago; Purchase is still to do. */
export const seedOnboarding = (now: number): OnboardingByMember => ({
  [DEMO_MEMBER.memberId]: { MOP: now - MS_PER_DAY, SvcReload: now - 5 * MS_PER_DAY },
});
