// /store-locator?store=NNNNN-NNNNN: a store chosen by its number (spec section 4, "When a store is chosen by
// number, it becomes selected and the user goes to /menu"), the entry for a link on a store's window, a receipt or
// a QR code at the counter. The domain's command selects it; this page shows the wait or the refusal and goes on.
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loading } from '@crema/domain';
import { LocatorMessages, type ChooseStoreOutcome, type LocatorError } from '@crema/domain/locator';
import type { AsyncState } from '@crema/domain';
import { useCapability } from '../../app/capabilities';
import { OrderingPaths } from '../../app/paths';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/states';
import { LocatorTokens } from './tokens';
import { FULL_BASE } from './useLocatorRoute';

const STARTING: AsyncState<ChooseStoreOutcome, LocatorError> = loading();

const Choosing = ({ storeNumber }: { storeNumber: string }) => {
  const choose = useService(LocatorTokens.ChooseStoreByNumber);
  const navigate = useNavigate();
  const state$ = useMemo(() => choose(storeNumber), [choose, storeNumber]);
  const state = useObservable(state$, STARTING);
  useEffect(() => {
    // The store is selected: the menu, in place of this page in the history (Back skips the hand-over).
    if (state.status === 'ok') void navigate(OrderingPaths.menu, { replace: true });
  }, [navigate, state.status]);
  if (state.status !== 'error') return <LoadingBlock label={`Choosing store ${storeNumber}`} />;
  return (
    <Notice tone="error">
      <p>{state.message}</p>
      <p>
        {/* Text not given by the spec. */}
        <Link to={FULL_BASE}>Search for a store</Link>
      </p>
    </Notice>
  );
};

export default function ChooseStoreByNumberPage({ storeNumber }: { storeNumber: string }) {
  useCapability('locator');
  return (
    <Page title={LocatorMessages.pageHeading} narrow>
      <Choosing storeNumber={storeNumber} />
    </Page>
  );
}
