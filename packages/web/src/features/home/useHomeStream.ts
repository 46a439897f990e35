// The home stream's flow for one visit of '/' (the domain's createHomeStream), told who is looking, on what
// device, and when the tab becomes visible again; the rules, loads and timers are the flow's.
import { useEffect, useMemo } from 'react';
import type { Session } from '@crema/domain';
import type { HomeStream, HomeStreamState } from '@crema/domain/stream';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { StreamTokens } from './tokens';

export const useHomeStream = (session: Session, isMobile: boolean): { readonly state: HomeStreamState; readonly flow: HomeStream } => {
  const create = useService(StreamTokens.CreateHomeStream);
  const flow = useMemo(() => create(), [create]);
  useEffect(() => flow.open({ session, isMobile }), [flow, session, isMobile]);
  useEffect(() => {
    // The browser says when the tab is back; the flow's cache decides whether that calls the server.
    const onVisible = () => {
      if (document.visibilityState === 'visible') flow.reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      flow.dispose();
    };
  }, [flow]);
  return { state: useObservable(flow.state$, flow.current()), flow };
};
