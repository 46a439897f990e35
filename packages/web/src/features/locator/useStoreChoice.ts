// The locator page's store choice (the domain's createStoreChoice): one per locator session, disposed with
// it. The page renders its view and calls its commands; this hook only reads the confirm inputs from the
// URL and goes where the choice names once 'Order here' confirmed the store (the cart, the return URL or the menu).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseConfirmInput, type AfterStoreConfirm, type LocatorSession, type StoreChoice, type StoreChoiceView } from '@crema/domain/locator';
import { OrderingPaths } from '../../app/paths';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { LocatorTokens } from './tokens';

const NOTHING_YET: StoreChoiceView = {};

/** The page a confirmed store leads to. */
const afterStoreConfirmPath = (next: AfterStoreConfirm): string =>
  next.kind === 'cart' ? OrderingPaths.cart : next.kind === 'returnUrl' ? next.path : OrderingPaths.menu;

export const useStoreChoice = (session: LocatorSession | null) => {
  const create = useService(LocatorTokens.CreateStoreChoice);
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read at the click, through a ref: the URL changes as the map moves, the card actions should not.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  const [choice, setChoice] = useState<StoreChoice | null>(null);
  useEffect(() => {
    if (session === null) return undefined;
    const made = create(session);
    setChoice(made);
    return () => made.dispose();
  }, [create, session]);
  const state$ = choice?.state$;
  const view = useObservable<StoreChoiceView>(state$, choice?.current() ?? NOTHING_YET);

  useEffect(() => {
    if (choice === null || view.leaveFor === undefined) return;
    choice.departed();
    navigate(afterStoreConfirmPath(view.leaveFor));
  }, [choice, view.leaveFor, navigate]);

  const select = useCallback((storeNumber: string) => choice?.select(storeNumber), [choice]);
  const orderHere = useCallback((storeNumber: string) => choice?.orderHere(storeNumber, parseConfirmInput(searchRef.current)), [choice]);
  const closeDialog = useCallback(() => choice?.closeDialog(), [choice]);
  const chooseInstead = useCallback((storeNumber: string) => choice?.chooseInstead(storeNumber), [choice]);
  const clearError = useCallback(() => choice?.clearError(), [choice]);

  return { view, select, orderHere, closeDialog, chooseInstead, clearError };
};
