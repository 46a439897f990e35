// Choosing a store on the locator page, as a flow. 'Select {storeName}' runs the store-select rule (a toast
// in the ordering variant, the unavailable-store dialog, or the store saved as selected, which persists
// across reloads); 'Order here' does the same and then confirms, and the view names where to leave for
// (confirm-store decides it: the cart, the return URL or the menu). Toasts, the locator's and a failed favorite's, go away by themselves.
import { BehaviorSubject, EMPTY, Subject, Subscription, asyncScheduler, concat, distinctUntilChanged, filter, map, of, switchMap, tap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { AsyncState } from '../shared/async-state';
import type { ConfirmStoreInput, ConfirmStoreOutcome } from './confirm-store';
import type { AfterStoreConfirm } from './selection-rules';
import type { LocatorSession } from './locator-session';
import type { SelectStoreOutcome } from './select-store';

/** Ours (the spec gives no duration): long enough to read a one-line toast. */
export const LOCATOR_TOAST_MS = 4000;

export type UnavailableDialog = Extract<SelectStoreOutcome, { kind: 'unavailableDialog' }>;

export interface StoreChoiceView {
  readonly toast?: string;
  readonly dialog?: UnavailableDialog;
  /** The store whose 'Order here' is running. */
  readonly busyStore?: string;
  readonly error?: string;
  /** Where to go now that 'Order here' confirmed the store; the screen goes there and calls departed(). */
  readonly leaveFor?: AfterStoreConfirm;
}

export interface StoreChoice {
  readonly state$: Observable<StoreChoiceView>;
  current(): StoreChoiceView;
  /** 'Select {storeName}'. */
  select(storeNumber: string): void;
  /** 'Order here': select, then confirm with the inputs the locator's URL carries (toCart, returnUrl). */
  orderHere(storeNumber: string, confirm: ConfirmStoreInput): void;
  closeDialog(): void;
  /**
   * A store the unavailable-store dialog offers instead: the dialog closes and this store goes through the
   * same choice as the one that opened it (select, or 'Order here' with its confirm inputs).
   */
  chooseInstead(storeNumber: string): void;
  clearError(): void;
  /** The screen went where `leaveFor` says. */
  departed(): void;
  dispose(): void;
}

export interface StoreChoiceDeps {
  readonly session: Pick<LocatorSession, 'orderFrom' | 'selectCard' | 'state$'>;
  readonly confirmStore: (input: ConfirmStoreInput) => Observable<AsyncState<ConfirmStoreOutcome>>;
  /** Where the toast's wait runs; tests pass a VirtualTimeScheduler (or use vi fake timers with the default). */
  readonly scheduler?: SchedulerLike;
}

const without = (v: StoreChoiceView, ...keys: readonly (keyof StoreChoiceView)[]): StoreChoiceView => {
  const next = { ...v };
  for (const k of keys) delete next[k];
  return next;
};

export const createStoreChoice = (d: StoreChoiceDeps): StoreChoice => {
  const view = new BehaviorSubject<StoreChoiceView>({});
  const update = (f: (v: StoreChoiceView) => StoreChoiceView): void => view.next(f(view.value));
  const subscriptions = new Subscription();

  // A new toast replaces the one showing and restarts the wait.
  const toasts = new Subject<string>();
  subscriptions.add(
    toasts
      .pipe(switchMap((message) => concat(of(message), timer(LOCATOR_TOAST_MS, d.scheduler ?? asyncScheduler).pipe(map(() => undefined)))))
      .subscribe((toast) => update((v) => (toast === undefined ? without(v, 'toast') : { ...v, toast }))),
  );

  // A favorite toggle that failed was rolled back by the session; the toast says so, once per failure.
  subscriptions.add(
    d.session.state$
      .pipe(
        map((s) => s.favoriteFailure),
        distinctUntilChanged((a, b) => a?.seq === b?.seq),
        filter((f) => f !== undefined),
      )
      .subscribe((f) => toasts.next(f.message)),
  );

  // One choice at a time: a new one drops what the previous was still waiting for.
  const choices = new Subject<{ readonly storeNumber: string; readonly confirm: ConfirmStoreInput | undefined }>();
  // The confirm inputs of the choice whose dialog shows: a store chosen instead goes the same way.
  let dialogConfirm: ConfirmStoreInput | undefined;
  subscriptions.add(
    choices
      .pipe(
        switchMap(({ storeNumber, confirm }) =>
          d.session.orderFrom(storeNumber).pipe(
            tap((s) => {
              if (s.status === 'loading' && confirm !== undefined) update((v) => ({ ...without(v, 'error'), busyStore: storeNumber }));
              if (s.status === 'error') update((v) => ({ ...without(v, 'busyStore'), error: s.message }));
              if (s.status !== 'ok') return;
              const o = s.value;
              if (o.kind === 'toast') toasts.next(o.message);
              else if (o.kind === 'unavailableDialog') {
                dialogConfirm = confirm;
                update((v) => ({ ...without(v, 'busyStore'), dialog: o }));
              }
              else d.session.selectCard(storeNumber, confirm !== undefined);
            }),
            switchMap((s) => (confirm !== undefined && s.status === 'ok' && s.value.kind === 'selected' ? d.confirmStore(confirm) : EMPTY)),
          ),
        ),
      )
      .subscribe((s) => {
        if (s.status === 'error') update((v) => ({ ...without(v, 'busyStore'), error: s.message }));
        if (s.status === 'ok') view.next({ leaveFor: s.value.next });
      }),
  );

  return {
    state$: view.asObservable(),
    current: () => view.value,
    select: (storeNumber) => choices.next({ storeNumber, confirm: undefined }),
    orderHere: (storeNumber, confirm) => choices.next({ storeNumber, confirm }),
    closeDialog: () => update((v) => without(v, 'dialog')),
    chooseInstead: (storeNumber) => {
      if (view.value.dialog === undefined) return;
      update((v) => without(v, 'dialog'));
      choices.next({ storeNumber, confirm: dialogConfirm });
    },
    clearError: () => update((v) => without(v, 'error', 'busyStore')),
    departed: () => update((v) => without(v, 'leaveFor')),
    dispose: () => subscriptions.unsubscribe(),
  };
};
