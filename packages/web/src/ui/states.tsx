// In ui/: the loading, error and empty states that account and rewards pages both render; generic over any load, no capability logic.
import type { ReactNode } from 'react';
import type { AsyncState } from '@crema/domain';
import { Notice } from './Notice';

/** The loading state of a block of a page, announced politely. */
export const LoadingBlock = ({ label }: { label: string }) => (
  <div className="acct-loading" role="status" aria-live="polite">
    <span className="acct-spinner" aria-hidden="true" />
    <span>{label}…</span>
  </div>
);

/** A failed load: its message and a way to try again. */
export const LoadError = ({ message, retry }: { message: string; retry: () => void }) => (
  <Notice tone="error">
    <p>{message}</p>
    <button type="button" className="btn btn--secondary btn--small" onClick={retry}>
      Try again
    </button>
  </Notice>
);

/** Renders a loaded value, or the loading or error state of the load. */
export function Loaded<T>({ state, retry, what, children }: {
  state: AsyncState<T>;
  retry: () => void;
  /** 'your orders': used in the loading label. */
  what: string;
  children: (value: T) => ReactNode;
}) {
  if (state.status === 'ok') return <>{children(state.value)}</>;
  if (state.status === 'error') return <LoadError message={state.message} retry={retry} />;
  return <LoadingBlock label={`Loading ${what}`} />;
}

/** Nothing to show yet: a friendly note and, usually, the way to create the first one. */
export const EmptyState = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <div className="card acct-empty">
    <h2>{title}</h2>
    <p className="muted">{children}</p>
    {action}
  </div>
);
