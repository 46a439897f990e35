import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MS_PER_DAY } from '../shared';
import type { OnboardingTaskItem, OnboardingTaskName, StreamItem } from './model';
import {
  forDevice,
  isOnboardingGroupCollapsed,
  isTaskShown,
  ONBOARDING_COLLAPSE_MS,
  ONBOARDING_COMPLETED_VISIBLE_MS,
  onboardingTaskNames,
  onboardingTaskPhase,
  visibleOnboardingTasks,
} from './onboarding';
import { arbItems, arbTaskItem, T0 } from './test-arbitraries';

const arbTasks = fc.array(arbTaskItem, { maxLength: 5 });
const arbSeen = fc.subarray<OnboardingTaskName>(['MOP', 'Purchase', 'SvcReload']).map((s) => new Set(s));
const task = (name: OnboardingTaskName, completedOn?: number): OnboardingTaskItem => ({
  task: completedOn === undefined ? { name } : { name, completedOn },
  title: name,
  body: 'b',
});

describe('onboarding tasks (properties)', () => {
  it('never shows SvcReload, shows Purchase only on mobile, hides tasks completed 2 days ago or more', () => {
    fc.assert(fc.property(arbTasks, fc.boolean(), (tasks, isMobile) => {
      const shown = visibleOnboardingTasks(tasks, { isMobile, now: T0 });
      for (const t of shown) {
        expect(t.task.name).not.toBe('SvcReload');
        if (t.task.name === 'Purchase') expect(isMobile).toBe(true);
        if (t.task.completedOn !== undefined) expect(T0 - t.task.completedOn).toBeLessThan(2 * MS_PER_DAY);
      }
      // Every MOP task to do is shown.
      expect(shown.filter((t) => t.task.name === 'MOP' && t.task.completedOn === undefined)).toHaveLength(
        tasks.filter((t) => t.task.name === 'MOP' && t.task.completedOn === undefined).length,
      );
    }));
  });

  it('a task is to do, completed, or collapsed once seen', () => {
    fc.assert(fc.property(arbTaskItem, arbSeen, (t, seen) => {
      const phase = onboardingTaskPhase(t.task, seen);
      if (t.task.completedOn === undefined) expect(phase).toBe('todo');
      else expect(phase).toBe(seen.has(t.task.name) ? 'collapsed' : 'completed');
    }));
  });

  it('the group collapses exactly when every task is complete and seen', () => {
    fc.assert(fc.property(arbTasks, arbSeen, (tasks, seen) => {
      expect(isOnboardingGroupCollapsed(tasks, seen)).toBe(tasks.every((t) => t.task.completedOn !== undefined && seen.has(t.task.name)));
    }));
  });

  it('narrowing for the device leaves no onboarding card without tasks and touches no other card', () => {
    fc.assert(fc.property(arbItems, fc.boolean(), (items, isMobile) => {
      const out = forDevice(items, { isMobile, now: T0 });
      expect(out.every((i) => i.type !== 'onboarding' || i.onboardingContent.items.length > 0)).toBe(true);
      expect(out.filter((i) => i.type !== 'onboarding')).toEqual(items.filter((i) => i.type !== 'onboarding'));
    }));
  });

  it('records every task name carried by the answer', () => {
    fc.assert(fc.property(arbItems, (items) => {
      const carried = new Set(items.flatMap((i) => (i.type === 'onboarding' ? i.onboardingContent.items.map((t) => t.task.name) : [])));
      expect(new Set(onboardingTaskNames(items))).toEqual(carried);
    }));
  });
});

describe('onboarding tasks (examples)', () => {
  it('uses the spec constants', () => {
    expect(ONBOARDING_COLLAPSE_MS).toBe(5000);
    expect(ONBOARDING_COMPLETED_VISIBLE_MS).toBe(2 * 86_400_000);
  });

  it('keeps a completed task for 2 days, not a millisecond more', () => {
    const ctx = { isMobile: true, now: T0 };
    expect(isTaskShown({ name: 'MOP', completedOn: T0 - 2 * MS_PER_DAY + 1 }, ctx)).toBe(true);
    expect(isTaskShown({ name: 'MOP', completedOn: T0 - 2 * MS_PER_DAY }, ctx)).toBe(false);
  });

  it('shows Purchase on mobile only and SvcReload never', () => {
    const tasks = [task('MOP'), task('Purchase'), task('SvcReload')];
    expect(visibleOnboardingTasks(tasks, { isMobile: true, now: T0 }).map((t) => t.task.name)).toEqual(['MOP', 'Purchase']);
    expect(visibleOnboardingTasks(tasks, { isMobile: false, now: T0 }).map((t) => t.task.name)).toEqual(['MOP']);
  });

  it('drops an onboarding card whose only task is hidden on this device', () => {
    const card: StreamItem = { id: 'o', type: 'onboarding', title: 't', body: 'b', rank: 1, onboardingContent: { items: [task('Purchase')] } };
    expect(forDevice([card], { isMobile: false, now: T0 })).toEqual([]);
    expect(forDevice([card], { isMobile: true, now: T0 })).toEqual([card]);
  });
});
