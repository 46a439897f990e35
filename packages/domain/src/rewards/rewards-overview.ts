// The /account/rewards page's flow: the member's Stars (loaded on open, again on retry, skipping the cache)
// and, when the expiring-Stars nudge says scan, the primary card that button opens. A screen subscribes to
// state$ and calls the commands.
import { BehaviorSubject, EMPTY, Subject, Subscription, distinctUntilChanged, switchMap, type Observable } from 'rxjs';
import { idle, type AsyncState } from '../shared';
import type { LoadRewardsInput, RewardsView } from './load-rewards';
import { rewardsNeedScan } from './scan-target';

/**
 * loadRewards is the container's singleton use case, not the port: its Stars cache must outlive one visit.
 * primaryCardId answers the member's primary card id, or undefined when there is none or it cannot be known.
 */
export interface RewardsOverviewDeps {
  readonly loadRewards: (input: LoadRewardsInput) => Observable<AsyncState<RewardsView>>;
  readonly primaryCardId: () => Observable<string | undefined>;
}

export interface RewardsOverviewState {
  readonly rewards: AsyncState<RewardsView>;
  /** The view to show: the answer, or the previous one while reloading or after a failed reload. */
  readonly view?: RewardsView;
  /**
   * The card the nudge's scan button opens (its pay overlay): the primary card, once looked up. Absent while it is
   * unknown (none, not looked up yet, or the lookup failed): the button then opens the cards page.
   */
  readonly scanCardId?: string;
}

export const initialRewardsOverviewState: RewardsOverviewState = { rewards: idle() };

export interface RewardsOverview {
  readonly state$: Observable<RewardsOverviewState>;
  current(): RewardsOverviewState;
  /** Shows this member's Stars (cache first); again only when the member changes. */
  open(memberId: string): void;
  /** The load error's retry: the Stars again, skipping the cache. */
  retry(): void;
  /** Stops the loads; a later open() starts them again (React may mount twice). */
  dispose(): void;
}

const viewOf = (s: AsyncState<RewardsView>): RewardsView | undefined =>
  s.status === 'ok' ? s.value : s.status === 'loading' || s.status === 'error' ? s.previous : undefined;

export const createRewardsOverview = (d: RewardsOverviewDeps): RewardsOverview => {
  const state = new BehaviorSubject<RewardsOverviewState>(initialRewardsOverviewState);
  let memberId: string | undefined;
  let wiring: { readonly subs: Subscription; readonly loads: Subject<boolean>; readonly scanWanted: Subject<boolean> } | undefined;

  // The card lookup hears of a state only after every subscriber has it (no answer overtakes its cause).
  const update = (next: RewardsOverviewState): void => {
    state.next(next);
    wiring?.scanWanted.next(rewardsNeedScan(next.view));
  };

  const wire = () => {
    const subs = new Subscription();
    const loads = new Subject<boolean>();
    const scanWanted = new Subject<boolean>();
    subs.add(
      loads
        .pipe(switchMap((force) => (memberId === undefined ? EMPTY : d.loadRewards({ memberId, force }))))
        .subscribe((rewards) => {
          const view = viewOf(rewards);
          const { view: _old, ...rest } = state.value;
          update({ ...rest, rewards, ...(view !== undefined ? { view } : {}) });
        }),
    );
    subs.add(
      scanWanted
        .pipe(
          distinctUntilChanged(),
          switchMap((wanted) => (wanted ? d.primaryCardId() : EMPTY)),
        )
        .subscribe((id) => {
          const { scanCardId: _old, ...rest } = state.value;
          update(id === undefined ? rest : { ...rest, scanCardId: id });
        }),
    );
    return { subs, loads, scanWanted };
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    open: (id) => {
      if (wiring !== undefined && memberId === id) return;
      wiring ??= wire();
      memberId = id;
      wiring.loads.next(false);
    },
    retry: () => wiring?.loads.next(true),
    dispose: () => {
      wiring?.subs.unsubscribe();
      wiring = undefined;
    },
  };
};
