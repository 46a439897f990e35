// Test helpers of the rewards overview flow: a flow whose Stars loads and primary-card lookups the test answers.
import { Subject, type Observable } from 'rxjs';
import { MS_PER_DAY, type AsyncState } from '../shared';
import { toRewardsView, type LoadRewardsInput, type RewardsView } from './load-rewards';
import { createRewardsOverview } from './rewards-overview';

export const NOW = Date.UTC(2026, 10, 22, 15);
/** 142 Stars with 30 expiring in 11 days: the nudge says scan. */
export const scanView = toRewardsView({ stars: 142, expiring: [{ date: NOW + 11 * MS_PER_DAY, amount: 30 }] }, NOW);

/** The flow, the loads and lookups it asked for (each answered through its Subject), and the latest load's answers. */
export const overviewHarness = () => {
  const loads: { input: LoadRewardsInput; answers: Subject<AsyncState<RewardsView>> }[] = [];
  const lookups: Subject<string | undefined>[] = [];
  const flow = createRewardsOverview({
    loadRewards: (input): Observable<AsyncState<RewardsView>> => {
      const answers = new Subject<AsyncState<RewardsView>>();
      loads.push({ input, answers });
      return answers;
    },
    primaryCardId: () => {
      const answers = new Subject<string | undefined>();
      lookups.push(answers);
      return answers;
    },
  });
  return { flow, loads, lookups, last: () => loads.at(-1)!.answers };
};
