// From a server answer to what the home page shows.
import type { FeedItemType } from '../shared';
import type { StreamAudience, StreamView } from './model';
import { forDevice, onboardingTaskNames } from './onboarding';
import type { StreamAnswer } from './ports';
import { itemsOfAnswer, visibleStreamItems } from './rules';
import { withSafeLinks } from './links';

export interface StreamViewContext {
  readonly now: number;
  readonly enabledTypes: readonly FeedItemType[];
  readonly isMobile: boolean;
  /** Hosts an https call to action may lead to (AppConfig.linkHosts); other links are dropped from the cards. */
  readonly linkHosts: readonly string[];
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
    items: forDevice(visibleStreamItems(items, ctx), ctx).map((i) => withSafeLinks(i, ctx.linkHosts)),
    partial: answer.status === 206,
    taskNames: onboardingTaskNames(items),
    fetchedAt,
  };
};

/** A signed-out visitor without the unauthenticated stream sees no cards. */
export const NO_STREAM: StreamView = { audience: 'none', items: [], partial: false, taskNames: [] };
