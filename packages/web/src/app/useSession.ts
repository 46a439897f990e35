import type { Session } from '@crema/domain';
import { useService } from './services';
import { useObservable } from './useObservable';
import { T } from './tokens';

/** The current session (guest or member), re-rendering when it changes. */
export const useSession = (): Session => {
  const session = useService(T.Session);
  return useObservable(session.session$, session.current());
};
