// On the cart a reorder led to: how many lines came from which store's order, and each line that did not, with why,
// until the member says Got it.
import { useLocation, useNavigate } from 'react-router-dom';
import { ReorderMessages } from '@crema/domain/ordering';
import { Notice } from '../../../ui/Notice';
import { ReorderLeftOut } from './ReorderLeftOut';
import { reorderedStateOf } from './useReorder';

export const ReorderedNotice = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = reorderedStateOf(location.state);
  if (outcome === undefined) return null;
  const dismiss = () => void navigate(location.pathname + location.search + location.hash, { replace: true, state: null });
  const added = <p className="reorder-left__lead">{ReorderMessages.added(outcome.added, outcome.storeName)}</p>;
  const gotIt = (
    <div className="row">
      <button type="button" className="btn btn--secondary btn--small" onClick={dismiss}>Got it</button>
    </div>
  );
  return outcome.refused.length === 0 ? (
    <Notice tone="success">
      <div className="reorder-left">
        {added}
        {gotIt}
      </div>
    </Notice>
  ) : (
    <ReorderLeftOut outcome={outcome} lead={added} actions={gotIt} />
  );
};
