// The locator's small dialogs and its toast: the guest favorite sign-in dialog, the unavailable-store dialog
// (store-select rule) and the polite toast of the ordering variant ('Menu not available for this store.').
import { useLocation, useNavigate } from 'react-router-dom';
import { LocatorMessages, type UnavailableDialog } from '@crema/domain/locator';
import { Dialog } from '../../ui/Dialog';
import { LocatorText } from './text';

const useSignIn = () => {
  const navigate = useNavigate();
  const here = useLocation();
  return () => navigate(`/signin?returnTo=${encodeURIComponent(here.pathname + here.search)}`);
};

export const SignInToFavoriteDialog = ({ onClose }: { onClose: () => void }) => {
  const signIn = useSignIn();
  return (
    <Dialog title={LocatorText.signInTitle} onClose={onClose} role="alertdialog">
      <p>{LocatorMessages.signInToFavorite}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {LocatorText.cancel}
        </button>
        <button type="button" className="btn" onClick={signIn}>
          {LocatorMessages.signInToFavoriteConfirm}
        </button>
      </div>
    </Dialog>
  );
};

export const UnavailableStoreDialog = ({ dialog, onClose }: { dialog: UnavailableDialog; onClose: () => void }) => {
  const signIn = useSignIn();
  return (
    <Dialog title={dialog.title} onClose={onClose} role="alertdialog">
      <p>{dialog.message}</p>
      <div className="dialog-actions">
        {dialog.accountRequired && (
          <button type="button" className="btn btn--ghost" onClick={signIn}>
            {LocatorText.signIn}
          </button>
        )}
        <button type="button" className="btn" onClick={onClose}>
          {dialog.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
};

/** Always in the page, so screen readers hear each new message. */
export const Toast = ({ message }: { message: string | undefined }) => (
  <div className="locator-toast-region" role="status" aria-live="polite">
    {message !== undefined && <p className="locator-toast">{message}</p>}
  </div>
);
