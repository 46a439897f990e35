// The partner's store screen (issue #28), a channel of its own beside the customer app: its header, and at
// /store/orders the store's open orders kept live by the domain's store queue flow; signed out, the way to sign
// in; signed in without a partner role, the domain's words for it. Any other /store/ path has no page.
import { useEffect, useMemo, useState } from 'react';
import { ErrorCodes } from '@crema/domain';
import { createStoreQueueFlow, OrderProgressCodes, type StoreQueueState } from '@crema/domain/order-progress';
import type { MemberProfile } from '@crema/domain/auth';
import { NotPartner, SignedOut } from './AccessNotice';
import { OrderQueue } from './OrderQueue';
import { StoreHeader } from './StoreHeader';
import { STORE_ORDERS_PATH } from './paths';
import type { StoreScreenServices } from './services';
import { useObservable } from './useObservable';

type Access = 'partner' | 'signedOut' | 'notPartner';

/** Who may see the queue, as the server answered it (a failed read of another kind is the queue's to show). */
const accessOf = (state: StoreQueueState, who: MemberProfile | null | undefined, signedOut: boolean): Access => {
  if (signedOut || who === null || state.error?.code === ErrorCodes.UNAUTHORIZED) return 'signedOut';
  return state.error?.code === OrderProgressCodes.NOT_A_PARTNER ? 'notPartner' : 'partner';
};

const OrdersScreen = ({ services }: { services: StoreScreenServices }) => {
  const flow = useMemo(() => createStoreQueueFlow({ orders: services.orders }), [services]);
  useEffect(() => {
    flow.start();
    return () => flow.dispose();
  }, [flow]);
  const state = useObservable(flow.state$, flow.current());
  const who$ = useMemo(() => services.accounts.current(), [services]);
  const answer = useObservable(who$, undefined);
  // A failed ask (offline) says nothing about who is signed in: the queue's own answer decides then.
  const who = answer?._tag === 'Right' ? answer.right : undefined;
  const [signedOut, setSignedOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const access = accessOf(state, who, signedOut);

  // Nobody to show a queue to: the flow stops (no polling of a queue that answers 401 or 403).
  useEffect(() => {
    if (access !== 'partner') flow.dispose();
  }, [access, flow]);

  const signOut = () => {
    setSigningOut(true);
    // Signed out here whatever the answer: the session is the server's, and a failed call leaves the screen to sign in again.
    services.accounts.signOut().subscribe({
      complete: () => {
        services.forgetSignedIn();
        setSignedOut(true);
        setSigningOut(false);
      },
    });
  };

  return (
    <>
      <StoreHeader
        {...(access === 'partner' && state.queue !== undefined ? { storeName: state.queue.storeName } : {})}
        {...(access !== 'signedOut' && who !== undefined && who !== null ? { partner: who } : {})}
        {...(access !== 'signedOut' ? { onSignOut: signOut, signingOut } : {})}
      />
      <main className="store-main">
        <h1>Store orders</h1>
        {access === 'signedOut' ? <SignedOut focus={signedOut} /> : access === 'notPartner' ? <NotPartner /> : <OrderQueue flow={flow} state={state} />}
      </main>
    </>
  );
};

const NoSuchPage = () => (
  <>
    <StoreHeader />
    <main className="store-main">
      <h1>Page not found</h1>
      <p>
        The store screen has one page: <a href={STORE_ORDERS_PATH}>Store orders</a>.
      </p>
    </main>
  </>
);

/** The screen for the document's path (`location.pathname`; a trailing slash is the same page). */
export const StoreScreen = ({ services, path }: { services: StoreScreenServices; path: string }) =>
  path.replace(/(.)\/+$/, '$1') === STORE_ORDERS_PATH ? <OrdersScreen services={services} /> : <NoSuchPage />;
