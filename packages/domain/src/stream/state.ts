// Spec section 4 "Stream": loading, error or complete; onboarding tasks marked seen; impressions counted.
// One state per visit of the home page.
import type { StreamError } from './errors';
import { recordImpression } from './impressions';
import type { OnboardingTaskName, StreamView } from './model';
import { StreamMessages } from './messages';

export type StreamStatus = 'idle' | 'loading' | 'error' | 'complete';

export interface StreamState {
  readonly status: StreamStatus;
  /** The last complete view (kept while reloading or after an error). */
  readonly view?: StreamView;
  readonly error?: StreamError;
  readonly message?: string;
  /** Completed onboarding tasks whose 5-second "completed" moment has passed. */
  readonly seenTasks: readonly OnboardingTaskName[];
  /** Item ids that have counted an impression. */
  readonly impressions: readonly string[];
}

export type StreamEvent =
  | { readonly type: 'requested' }
  | { readonly type: 'succeeded'; readonly view: StreamView }
  | { readonly type: 'failed'; readonly error: StreamError }
  | { readonly type: 'onboardingTaskSeen'; readonly task: OnboardingTaskName }
  | { readonly type: 'cardVisible'; readonly itemId: string; readonly visibleRatio: number };

export const initialStreamState: StreamState = { status: 'idle', seenTasks: [], impressions: [] };

export const streamReducer = (s: StreamState, e: StreamEvent): StreamState => {
  switch (e.type) {
    case 'requested':
      return { ...withoutError(s), status: 'loading' };
    case 'succeeded':
      return { ...withoutError(s), status: 'complete', view: e.view };
    case 'failed':
      return { ...s, status: 'error', error: e.error, message: StreamMessages.errorMessage };
    case 'onboardingTaskSeen':
      return s.seenTasks.includes(e.task) ? s : { ...s, seenTasks: [...s.seenTasks, e.task] };
    case 'cardVisible': {
      const r = recordImpression(s.impressions, e.itemId, e.visibleRatio);
      return r.isNew ? { ...s, impressions: r.counted } : s;
    }
  }
};

const withoutError = (s: StreamState): StreamState => {
  const { error: _e, message: _m, ...rest } = s;
  return rest;
};
