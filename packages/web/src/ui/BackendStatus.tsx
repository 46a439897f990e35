// The degraded-mode banner of the app shell: shown once, at the top of every page, while the backend health
// flow (domain createBackendHealth) says calls keep failing; gone as soon as the server answers again. It only
// informs: it covers nothing, so whatever still works (a card's number to scan, a cached menu) stays usable.
import { BackendHealthMessages } from '@crema/domain';
import { useService } from '../app/services';
import { T } from '../app/tokens';
import { useObservable } from '../app/useObservable';

export const BackendStatus = () => {
  const health = useService(T.BackendHealth);
  const state = useObservable(health.state$, health.current());
  // The polite live region is always there, so the message is announced when it appears.
  return (
    <div className="backend-status" aria-live="polite">
      {state.degraded && (
        <p className="notice notice--warn backend-status__banner" role="status">
          {BackendHealthMessages.degraded}
        </p>
      )}
    </div>
  );
};
