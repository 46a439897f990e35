// Choosing a store to order from. 'Select {storeName}' runs the store-select rule (toast in the ordering
// variant, the unavailable-store dialog, or the store saved as selected, which persists across reloads);
// 'Order here' does the same and then confirms: toCart goes to /menu/cart, else the saved return URL, else
// /menu (the domain decides the route).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Subscription, filter, switchMap, tap } from 'rxjs';
import type { LocatorSession, SelectStoreOutcome } from '@crema/domain/locator';
import { useService } from '../../app/services';
import { LocatorTokens } from './tokens';

export type UnavailableDialog = Extract<SelectStoreOutcome, { kind: 'unavailableDialog' }>;

export interface OrderFlow {
  readonly toast?: string;
  readonly dialog?: UnavailableDialog;
  /** The store whose 'Order here' is running. */
  readonly busyStore?: string;
  readonly error?: string;
}

const TOAST_MS = 4000;

/** The confirm inputs carried by the locator URL: ?toCart and the saved return URL (?returnUrl=/path). */
export const confirmInputFrom = (search: string): { toCart?: boolean; returnUrl?: string } => {
  const p = new URLSearchParams(search);
  const toCart = p.has('toCart') && p.get('toCart') !== 'false';
  const returnUrl = p.get('returnUrl') ?? undefined;
  return { ...(toCart ? { toCart } : {}), ...(returnUrl !== undefined ? { returnUrl } : {}) };
};

export const useOrderFlow = (session: LocatorSession | null) => {
  const confirmStore = useService(LocatorTokens.ConfirmStore);
  const navigate = useNavigate();
  const { search } = useLocation();
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const [flow, setFlow] = useState<OrderFlow>({});
  const running = useRef(new Subscription());
  const toastTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      running.current.unsubscribe();
      clearTimeout(toastTimer.current);
    },
    [],
  );

  const showToast = useCallback((message: string) => {
    clearTimeout(toastTimer.current);
    setFlow((f) => ({ ...f, toast: message }));
    toastTimer.current = setTimeout(() => setFlow(({ toast: _gone, ...rest }) => rest), TOAST_MS);
  }, []);

  const start = useCallback(
    (storeNumber: string, thenConfirm: boolean) => {
      if (session === null) return;
      running.current.unsubscribe();
      running.current = new Subscription();
      const sub = session
        .orderFrom(storeNumber)
        .pipe(
          tap((s) => {
            if (s.status === 'loading' && thenConfirm) setFlow(({ error: _e, ...f }) => ({ ...f, busyStore: storeNumber }));
            if (s.status === 'error') setFlow(({ busyStore: _b, ...f }) => ({ ...f, error: s.message }));
            if (s.status !== 'ok') return;
            const o = s.value;
            if (o.kind === 'toast') showToast(o.message);
            else if (o.kind === 'unavailableDialog') setFlow(({ busyStore: _b, ...f }) => ({ ...f, dialog: o }));
            else session.selectCard(storeNumber, thenConfirm);
          }),
          filter((s) => thenConfirm && s.status === 'ok' && s.value.kind === 'selected'),
          switchMap(() => confirmStore(confirmInputFrom(searchRef.current))),
          tap((s) => {
            if (s.status === 'error') setFlow(({ busyStore: _b, ...f }) => ({ ...f, error: s.message }));
            if (s.status === 'ok') {
              setFlow({});
              navigate(s.value.route);
            }
          }),
        )
        .subscribe();
      running.current.add(sub);
    },
    [session, confirmStore, navigate, showToast],
  );

  const select = useCallback((storeNumber: string) => start(storeNumber, false), [start]);
  const orderHere = useCallback((storeNumber: string) => start(storeNumber, true), [start]);
  const closeDialog = useCallback(() => setFlow(({ dialog: _d, ...f }) => f), []);
  const clearError = useCallback(() => setFlow(({ error: _e, busyStore: _b, ...f }) => f), []);

  return useMemo(() => ({ flow, select, orderHere, closeDialog, clearError, notify: showToast }), [flow, select, orderHere, closeDialog, clearError, showToast]);
};
