// The home stream's flow for one visit of '/': the stream's answers fed to the reducer (state.ts), the
// onboarding tasks' 5-second "completed" moment, the rewards status card's Stars and the primary card the
// scan buttons need. A screen subscribes to state$ and calls the commands; it holds no rule and no timer.
import {
  BehaviorSubject,
  EMPTY,
  Subject,
  Subscription,
  distinctUntilChanged,
  map,
  switchMap,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { loading, type AsyncState, type Session } from '../shared';
import type { CardState, StoredValueCard } from '../cards';
import type { LoadRewardsInput, RewardsView } from '../rewards';
import type { StreamError } from './errors';
import type { LoadStreamInput } from './load-stream';
import type { OnboardingTaskItem, StreamView } from './model';
import { nextPrimaryCardState, PRIMARY_CARD_IDLE, type PrimaryCardState } from './primary-card';
import { needsPrimaryCard } from './scan-rule';
import { initialStreamState, streamReducer, type StreamEvent, type StreamState } from './state';
import { makeWatchOnboarding } from './watch-onboarding';

/**
 * The use cases the flow runs. They are the container's singletons, not ports, on purpose: their caches
 * (stream and Stars, 5 minutes) must outlive one visit of '/' so coming back does not refetch.
 */
export interface HomeStreamDeps {
  readonly loadStream: (input: LoadStreamInput) => Observable<AsyncState<StreamView, StreamError>>;
  readonly loadRewards: (input: LoadRewardsInput) => Observable<AsyncState<RewardsView>>;
  readonly listCards: () => Observable<CardState<readonly StoredValueCard[]>>;
  /** Where the onboarding timers run (virtual time in tests); rxjs's async scheduler by default. */
  readonly scheduler?: SchedulerLike;
}

/** Who is looking and on what: the stream differs for members and guests, and phones add a task. */
export interface HomeStreamContext {
  readonly session: Session;
  readonly isMobile: boolean;
}

export interface HomeStreamState {
  readonly stream: StreamState;
  /** The rewards status card's Stars (members only; loading until asked). */
  readonly rewards: AsyncState<RewardsView>;
  /** The card the scan buttons open. */
  readonly primaryCard: PrimaryCardState;
}

export const initialHomeStreamState: HomeStreamState = {
  stream: initialStreamState,
  rewards: loading<RewardsView>(),
  primaryCard: PRIMARY_CARD_IDLE,
};

export interface HomeStream {
  readonly state$: Observable<HomeStreamState>;
  current(): HomeStreamState;
  /** Shows the stream for this visitor and device: loads (cache first) when either changed. */
  open(context: HomeStreamContext): void;
  /** The tab became visible again: load again, the cache deciding whether to call. */
  reload(): void;
  /** The error's Refresh: load again, skipping the cache. */
  refresh(): void;
  /** Retry of the rewards status card: its Stars again, skipping the cache. */
  retryRewards(): void;
  /** A card reported how much of it is visible (impressions, spec section 9). */
  cardVisible(itemId: string, visibleRatio: number): void;
  /** Stops every load and timer; a later open() starts them again (React may mount twice). */
  dispose(): void;
}

const memberIdOf = (s: Session): string | undefined => (s.kind === 'member' ? s.memberId : undefined);

/** Every onboarding task on the cards, and a key that changes only when a task or its completion does. */
const onboardingTasksOf = (view: StreamView | undefined): readonly OnboardingTaskItem[] =>
  (view?.items ?? []).flatMap((i) => (i.type === 'onboarding' ? i.onboardingContent.items : []));
const tasksKey = (tasks: readonly OnboardingTaskItem[]): string => tasks.map((t) => `${t.task.name}:${t.task.completedOn ?? ''}`).join('|');

const sameContext = (a: HomeStreamContext | undefined, b: HomeStreamContext): boolean =>
  a !== undefined && a.session === b.session && a.isMobile === b.isMobile;

export const createHomeStream = (d: HomeStreamDeps): HomeStream => {
  const state = new BehaviorSubject<HomeStreamState>(initialHomeStreamState);
  const watchOnboarding = makeWatchOnboarding(d.scheduler ? { scheduler: d.scheduler } : {});
  let context: HomeStreamContext | undefined;
  let wiring: { readonly subs: Subscription; readonly streamLoads: Subject<boolean>; readonly rewardLoads: Subject<boolean>; readonly scanWanted: Subject<boolean>; readonly tasks: Subject<readonly OnboardingTaskItem[]> } | undefined;

  // Derived work (timers, the card lookup) is told of a state only after every subscriber has it, so a
  // synchronous answer cannot reach a screen before the state it answers.
  const update = (f: (s: HomeStreamState) => HomeStreamState): void => {
    const next = f(state.value);
    if (next === state.value) return;
    state.next(next);
    derive();
  };
  const dispatch = (e: StreamEvent): void => update((s) => ({ ...s, stream: streamReducer(s.stream, e) }));
  const derive = (): void => {
    if (wiring === undefined || context === undefined) return;
    const view = state.value.stream.view;
    wiring.tasks.next(onboardingTasksOf(view));
    wiring.scanWanted.next(needsPrimaryCard({ signedIn: memberIdOf(context.session) !== undefined }));
  };

  const wire = () => {
    const subs = new Subscription();
    const streamLoads = new Subject<boolean>();
    const rewardLoads = new Subject<boolean>();
    const scanWanted = new Subject<boolean>();
    const tasks = new Subject<readonly OnboardingTaskItem[]>();
    // A new load replaces the one in flight: only the latest answer lands.
    subs.add(
      streamLoads
        .pipe(switchMap((force) => (context === undefined ? EMPTY : d.loadStream({ session: context.session, isMobile: context.isMobile, force }))))
        .subscribe((s) => {
          if (s.status === 'loading') dispatch({ type: 'requested' });
          else if (s.status === 'ok') dispatch({ type: 'succeeded', view: s.value });
          else if (s.status === 'error') dispatch({ type: 'failed', error: s.error });
        }),
    );
    subs.add(
      rewardLoads
        .pipe(
          map((force) => ({ force, memberId: context === undefined ? undefined : memberIdOf(context.session) })),
          switchMap(({ force, memberId }) => (memberId === undefined ? EMPTY : d.loadRewards({ memberId, force }))),
        )
        .subscribe((rewards) => update((s) => ({ ...s, rewards }))),
    );
    // Looked up while a scan button may need it; a lookup stops when none does any more.
    subs.add(
      scanWanted
        .pipe(
          distinctUntilChanged(),
          switchMap((wanted) => (wanted ? d.listCards() : EMPTY)),
        )
        .subscribe((answer) => update((s) => ({ ...s, primaryCard: nextPrimaryCardState(s.primaryCard, answer) }))),
    );
    // The timers start again only when the tasks shown change, not on every reload of the same cards.
    subs.add(
      tasks
        .pipe(
          distinctUntilChanged((a, b) => tasksKey(a) === tasksKey(b)),
          switchMap((t) => watchOnboarding({ tasks: t, seen: state.value.stream.seenTasks })),
        )
        .subscribe(dispatch),
    );
    return { subs, streamLoads, rewardLoads, scanWanted, tasks };
  };

  const wired = () => (wiring ??= wire());

  return {
    state$: state.asObservable(),
    current: () => state.value,
    open: (next) => {
      const before = context;
      const fresh = wiring === undefined;
      if (!fresh && sameContext(before, next)) return;
      const w = wired();
      context = next;
      w.streamLoads.next(false);
      // The Stars belong to the member, not the device: a new member (or a fresh start) asks again.
      if (fresh || before === undefined || memberIdOf(before.session) !== memberIdOf(next.session)) w.rewardLoads.next(false);
      derive();
    },
    reload: () => {
      if (context !== undefined) wired().streamLoads.next(false);
    },
    refresh: () => {
      if (context !== undefined) wired().streamLoads.next(true);
    },
    retryRewards: () => {
      if (context !== undefined) wired().rewardLoads.next(true);
    },
    cardVisible: (itemId, visibleRatio) => dispatch({ type: 'cardVisible', itemId, visibleRatio }),
    dispose: () => {
      wiring?.subs.unsubscribe();
      wiring = undefined;
    },
  };
};
