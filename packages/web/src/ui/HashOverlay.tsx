import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from './Dialog';

/** True while the URL hash names this overlay. */
export const useHashOpen = (hash: string): boolean => useLocation().hash === hash;

/**
 * An overlay driven by the URL hash (#payment-summary, #add-money, #auto-reload, #pay, #payment): a link to
 * the hash opens it and adds a history entry, so the browser's back button closes it; closing goes back.
 */
export const HashOverlay = ({ hash, title, children, variant = 'sheet' }: {
  hash: string;
  title: string;
  children: ReactNode;
  variant?: 'dialog' | 'sheet' | 'scan';
}) => {
  const location = useLocation();
  const navigate = useNavigate();
  if (location.hash !== hash) return null;
  const openedHere = (location.state as { overlay?: string } | null)?.overlay === hash;
  const close = () => (openedHere ? navigate(-1) : navigate({ pathname: location.pathname, search: location.search }, { replace: true }));
  return (
    <Dialog title={title} onClose={close} variant={variant}>
      {children}
      <div className="dialog-actions">
        <button type="button" className="btn btn--secondary" onClick={close}>Close</button>
      </div>
    </Dialog>
  );
};

/** Props for a Link that opens a hash overlay so that Back closes it. */
export const overlayLink = (hash: string) => ({ to: { hash }, state: { overlay: hash } });
