// Onboarding card rules (spec sections 4 and 9): which tasks show, and how a completed task and the whole
// group collapse.
import { Limits, MS_PER_DAY } from '../shared';
import type { OnboardingItem, OnboardingTask, OnboardingTaskItem, OnboardingTaskName, StreamItem } from './model';

/** Where a task is shown: Purchase only on mobile, MOP everywhere, SvcReload never (spec section 9). */
export type TaskVisibility = 'always' | 'mobileOnly' | 'hidden';

export const ONBOARDING_TASK_VISIBILITY: Readonly<Record<OnboardingTaskName, TaskVisibility>> = {
  MOP: 'always',
  Purchase: 'mobileOnly',
  SvcReload: 'hidden',
};

/** A completed card shows as completed for this long, then is marked seen and collapses (5000 ms). */
export const ONBOARDING_COLLAPSE_MS = Limits.onboardingCollapseMs;

/** A completed task stays visible this long after completion (2 days). */
export const ONBOARDING_COMPLETED_VISIBLE_MS = Limits.onboardingCompletedVisibleMs;

export interface DeviceContext {
  readonly isMobile: boolean;
  readonly now: number;
}

/** A completed task is hidden once 2 days (2 x 86400000 ms) have passed since completion. */
export const isCompletedTooLongAgo = (task: OnboardingTask, now: number): boolean =>
  task.completedOn !== undefined && now - task.completedOn >= ONBOARDING_COMPLETED_VISIBLE_MS;

export const isTaskShown = (task: OnboardingTask, ctx: DeviceContext): boolean => {
  const v = ONBOARDING_TASK_VISIBILITY[task.name];
  if (v === 'hidden' || (v === 'mobileOnly' && !ctx.isMobile)) return false;
  return !isCompletedTooLongAgo(task, ctx.now);
};

export const visibleOnboardingTasks = (items: readonly OnboardingTaskItem[], ctx: DeviceContext): readonly OnboardingTaskItem[] =>
  items.filter((i) => isTaskShown(i.task, ctx));

/** Phase of one task card: to do; completed (shown as completed); collapsed (completed and seen). */
export type OnboardingTaskPhase = 'todo' | 'completed' | 'collapsed';

export const onboardingTaskPhase = (task: OnboardingTask, seen: ReadonlySet<OnboardingTaskName>): OnboardingTaskPhase =>
  task.completedOn === undefined ? 'todo' : seen.has(task.name) ? 'collapsed' : 'completed';

/**
 * The group collapses when all its (visible) tasks are complete. We collapse it once each of them has
 * also been seen, so the last task's 5-second "completed" moment is still shown (our reading of the spec).
 */
export const isOnboardingGroupCollapsed = (tasks: readonly OnboardingTaskItem[], seen: ReadonlySet<OnboardingTaskName>): boolean =>
  tasks.every((t) => onboardingTaskPhase(t.task, seen) === 'collapsed');

/** Every task name carried by the onboarding cards (recorded on each successful fetch). */
export const onboardingTaskNames = (items: readonly StreamItem[]): readonly OnboardingTaskName[] => {
  const names = new Set<OnboardingTaskName>();
  for (const i of items) if (i.type === 'onboarding') for (const t of i.onboardingContent.items) names.add(t.task.name);
  return [...names];
};

/** Narrows onboarding cards to the tasks shown on this device; a card left without tasks is dropped. */
export const forDevice = (items: readonly StreamItem[], ctx: DeviceContext): readonly StreamItem[] =>
  items.flatMap((i): StreamItem[] => {
    if (i.type !== 'onboarding') return [i];
    const tasks = visibleOnboardingTasks(i.onboardingContent.items, ctx);
    if (tasks.length === 0) return [];
    const narrowed: OnboardingItem = { ...i, onboardingContent: { items: tasks } };
    return [narrowed];
  });

/** Whole days since a task was completed (for 'Completed yesterday'-style labels). */
export const daysSinceCompleted = (task: OnboardingTask, now: number): number | undefined =>
  task.completedOn === undefined ? undefined : Math.floor((now - task.completedOn) / MS_PER_DAY);
