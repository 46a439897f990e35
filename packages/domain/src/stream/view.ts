// From a server answer to what the home page shows.
import type { FeedItemType } from '../shared';
import type { StreamAudience, StreamView } from './model';
import { forDevice, onboardingTaskNames } from './onboarding';
import type { StreamAnswer } from './ports';
import { itemsOfAnswer, visibleStreamItems } from './rules';

export interface StreamViewContext {
  readonly now: number;
  readonly enabledTypes: readonly FeedItemType[];
  readonly isMobile: boolean;
}

export const toStreamView = (
  audience: Exclude<StreamAudience, 'none'>,
  answer: StreamAnswer,
  fetchedAt: number,
  ctx: StreamViewContext,
): StreamView => {
  const items = itemsOfAnswer(answer.status, answer.items);
  return {
    audience,
    items: forDevice(visibleStreamItems(items, ctx), ctx),
    partial: answer.status === 206,
    taskNames: onboardingTaskNames(items),
    fetchedAt,
  };
};

/** A signed-out visitor without the unauthenticated stream sees no cards. */
export const NO_STREAM: StreamView = { audience: 'none', items: [], partial: false, taskNames: [] };
