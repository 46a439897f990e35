// The lines of a reordered order that did not come, each with why (issue #32, point 2: never silently). Shown on
// the cart the reorder led to, or in place when nothing could come.
import type { ReactNode } from 'react';
import { ReorderMessages, reorderRefusalText, type ReorderOutcome } from '@crema/domain/ordering';
import { Notice } from '../../../ui/Notice';
import './reorder.css';

/** `lead` opens the notice (by default, when nothing came, that nothing could); `actions` close it. */
export const ReorderLeftOut = ({ outcome, lead, actions }: { outcome: ReorderOutcome; lead?: ReactNode; actions?: ReactNode }) =>
  outcome.refused.length === 0 ? null : (
    <Notice tone="warn">
      <div className="reorder-left">
        {lead ?? (outcome.added === 0 && <p className="reorder-left__lead">{ReorderMessages.nothingAdded}</p>)}
        <p className="reorder-left__title">{ReorderMessages.leftOut(outcome.storeName)}</p>
        <ul className="reorder-left__lines" aria-label={ReorderMessages.leftOut(outcome.storeName)}>
          {outcome.refused.map((r, i) => (
            <li key={`${r.name}-${i}`}>
              <span className="reorder-left__name">
                {r.quantity > 1 ? `${r.quantity} × ` : ''}
                {r.name}
              </span>{' '}
              <span className="reorder-left__why">{reorderRefusalText(r.reason)}</span>
            </li>
          ))}
        </ul>
        {actions}
      </div>
    </Notice>
  );
