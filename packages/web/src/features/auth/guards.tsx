import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { T } from '../../app/tokens';

/** Account routes: a signed-out visitor goes to sign-in and comes back here afterwards. */
export const RequireMember = ({ children }: { children: ReactNode }) => {
  const session = useService(T.Session);
  const s = useObservable(session.session$, session.current());
  const here = useLocation();
  if (!isMember(s)) return <Navigate to={`/signin?returnTo=${encodeURIComponent(here.pathname + here.search + here.hash)}`} replace />;
  return <>{children}</>;
};

/** Password and multi-factor edit routes: a fresh re-authentication is required first. */
export const RequireMfa = ({ children }: { children: ReactNode }) => {
  const session = useService(T.Session);
  useObservable(session.session$, session.current());
  const here = useLocation();
  if (!session.hasFreshMfa()) return <Navigate to={`/account/verify?returnTo=${encodeURIComponent(here.pathname)}`} replace />;
  return <>{children}</>;
};
