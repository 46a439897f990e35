// The locator's small dialogs and its toast: the guest favorite sign-in dialog, the unavailable-store dialog
// (store-select rule) and the polite toast of the ordering variant ('Menu not available for this store.').
import { useLocation, useNavigate } from 'react-router-dom';
import { LocatorMessages, type UnavailableDialog } from '@crema/domain/locator';
import { AlertDialog } from '../../ui/AlertDialog';
import { LocatorText } from './text';

const useSignIn = () => {
  const navigate = useNavigate();
  const here = useLocation();
  return () => navigate(`/signin?returnTo=${encodeURIComponent(here.pathname + here.search)}`);
};

export const SignInToFavoriteDialog = ({ onClose }: { onClose: () => void }) => {
  const signIn = useSignIn();
  return (
    <AlertDialog
      title={LocatorText.signInTitle}
      message={LocatorMessages.signInToFavorite}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {LocatorText.cancel}
          </button>
          <button type="button" className="btn" onClick={signIn}>
            {LocatorMessages.signInToFavoriteConfirm}
          </button>
        </>
      }
    />
  );
};

export const UnavailableStoreDialog = ({ dialog, onClose }: { dialog: UnavailableDialog; onClose: () => void }) => {
  const signIn = useSignIn();
  return (
    <AlertDialog
      title={dialog.title}
      message={dialog.message}
      onClose={onClose}
      actions={
        <>
          {dialog.accountRequired && (
            <button type="button" className="btn btn--ghost" onClick={signIn}>
              {LocatorText.signIn}
            </button>
          )}
          <button type="button" className="btn" onClick={onClose}>
            {dialog.confirmLabel}
          </button>
        </>
      }
    />
  );
};

/** Always in the page, so screen readers hear each new message. */
export const Toast = ({ message }: { message: string | undefined }) => (
  <div className="locator-toast-region" role="status" aria-live="polite">
    {message !== undefined && <p className="locator-toast">{message}</p>}
  </div>
);
