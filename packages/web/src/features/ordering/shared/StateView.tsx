import { Link } from 'react-router-dom';
import type { OrderingFailure } from '@crema/domain/ordering';
import { orderingActionPath } from '../../../app/paths';

/** A failed load as a page state: the catalogue message and its actions (try again, go to the menu). */
export const FailureState = ({ failure, onRetry }: { failure: OrderingFailure; onRetry?: () => void }) => (
  <div className="page-state" role="alert">
    <svg className="page-state__art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <path fill="var(--c-crema)" d="M10 22h38v18a16 16 0 0 1-16 16h-6a16 16 0 0 1-16-16V22Z" />
      <path fill="none" stroke="var(--c-roast)" strokeWidth="3" d="M48 27h3a7 7 0 0 1 0 14h-4M10 22h38v18a16 16 0 0 1-16 16h-6a16 16 0 0 1-16-16V22Z" />
      <path fill="none" stroke="var(--c-caramel)" strokeWidth="3" strokeLinecap="round" d="M22 8c-3 4 3 6 0 10M32 6c-3 4 3 6 0 10" />
    </svg>
    <p className="page-state__message">{failure.message}</p>
    <div className="row page-state__actions">
      {failure.actions.map((a) => {
        switch (a.kind) {
          case 'retry':
          case 'tryAgain':
            return onRetry === undefined ? null : (
              <button key={a.kind} type="button" className="btn" onClick={onRetry}>
                {a.label}
              </button>
            );
          case 'goToMenu':
          case 'chooseStore':
          case 'page':
            return (
              <Link key={a.kind} className="btn btn--secondary" to={orderingActionPath(a)}>
                {a.label}
              </Link>
            );
          default:
            return null;
        }
      })}
    </div>
  </div>
);

/** Placeholder tiles while a grid loads: the same boxes as the real tiles, so nothing jumps. */
export const GridSkeleton = ({ count = 8, label = 'Loading the menu' }: { count?: number; label?: string }) => (
  <div role="status" aria-live="polite">
    <span className="visually-hidden">{label}…</span>
    <ul className="p-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="p-tile p-tile--skeleton">
          <div className="p-art" />
          <span className="skeleton-line" />
        </li>
      ))}
    </ul>
  </div>
);
