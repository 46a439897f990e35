import { isMember, type Session } from '@crema/domain';
import { useService } from './services';
import { useObservable } from './useObservable';
import { T } from './tokens';

/** The current session (guest or member), re-rendering when it changes. */
export const useSession = (): Session => {
  const session = useService(T.Session);
  return useObservable(session.session$, session.current());
};

/** The signed-in member's id, '' for a guest (the member pages load nothing for one). */
export const useMemberId = (): string => {
  const session = useSession();
  return isMember(session) ? session.memberId : '';
};
