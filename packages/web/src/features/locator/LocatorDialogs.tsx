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

/** A button of a locator alert: its label, and whether it closes the alert or goes to sign in (and back). */
type Action = { readonly label: string; readonly does: 'close' | 'signIn' };

/** The locator's alerts: a ghost action when there is one, then the main action. */
const LocatorAlert = ({ title, message, onClose, ghost, main }: { title: string; message: string; onClose: () => void; ghost?: Action | undefined; main: Action }) => {
  const signIn = useSignIn();
  const run = (a: Action) => (a.does === 'signIn' ? signIn : onClose);
  return (
    <AlertDialog
      title={title}
      message={message}
      onClose={onClose}
      actions={
        <>
          {ghost && (
            <button type="button" className="btn btn--ghost" onClick={run(ghost)}>
              {ghost.label}
            </button>
          )}
          <button type="button" className="btn" onClick={run(main)}>
            {main.label}
          </button>
        </>
      }
    />
  );
};

export const SignInToFavoriteDialog = ({ onClose }: { onClose: () => void }) => (
  <LocatorAlert
    title={LocatorText.signInTitle}
    message={LocatorMessages.signInToFavorite}
    onClose={onClose}
    ghost={{ label: LocatorText.cancel, does: 'close' }}
    main={{ label: LocatorMessages.signInToFavoriteConfirm, does: 'signIn' }}
  />
);

export const UnavailableStoreDialog = ({ dialog, onClose }: { dialog: UnavailableDialog; onClose: () => void }) => (
  <LocatorAlert
    title={dialog.title}
    message={dialog.message}
    onClose={onClose}
    ghost={dialog.accountRequired ? { label: LocatorText.signIn, does: 'signIn' } : undefined}
    main={{ label: dialog.confirmLabel, does: 'close' }}
  />
);

/** Always in the page, so screen readers hear each new message. */
export const Toast = ({ message }: { message: string | undefined }) => (
  <div className="locator-toast-region" role="status" aria-live="polite">
    {message !== undefined && <p className="locator-toast">{message}</p>}
  </div>
);
