// Guest checkout's card-token expiry for this page visit (the domain's createGuestTokenExpiry): the flow
// resets an aged token and says when to ask for the card again; the page renders that.
import { useEffect, useMemo } from 'react';
import type { GuestTokenExpiry, GuestTokenExpiryState } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useObservable } from '../../../app/useObservable';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

export const useGuestTokenExpiry = (): { readonly flow: GuestTokenExpiry; readonly state: GuestTokenExpiryState } => {
  const create = useService(OrderingTokens.CreateGuestTokenExpiry);
  const flow = useMemo(() => create(), [create]);
  useEffect(() => {
    flow.open();
    return () => flow.dispose();
  }, [flow]);
  return { flow, state: useObservable(flow.state$, flow.current()) };
};
