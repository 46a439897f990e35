// The locator's small dialogs and its toast: the guest favorite sign-in dialog, the unavailable-store dialog
// (store-select rule; with when a closed store opens next and the stores nearby to choose instead) and the
// polite toast of the ordering variant ('Menu not available for this store.').
import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDistance, LocatorMessages, type NearbyOpenStore, type UnavailableDialog } from '@crema/domain/locator';
import { AlertDialog } from '../../ui/AlertDialog';
import { LocatorText } from './text';

const useSignIn = () => {
  const navigate = useNavigate();
  const here = useLocation();
  return () => navigate(`/signin?returnTo=${encodeURIComponent(here.pathname + here.search)}`);
};

/** A button of a locator alert: its label, and whether it closes the alert or goes to sign in (and back). */
type Action = { readonly label: string; readonly does: 'close' | 'signIn' };

/** The locator's alerts: what more they say (children), a ghost action when there is one, then the main action. */
const LocatorAlert = ({ title, message, onClose, ghost, main, children, focusPanel }: {
  title: string;
  message: string;
  onClose: () => void;
  ghost?: Action | undefined;
  main: Action;
  children?: ReactNode;
  focusPanel?: boolean;
}) => {
  const signIn = useSignIn();
  const run = (a: Action) => (a.does === 'signIn' ? signIn : onClose);
  return (
    <AlertDialog
      title={title}
      message={message}
      onClose={onClose}
      focusPanel={focusPanel ?? false}
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
    >
      {children}
    </AlertDialog>
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

/**
 * The store-select rule's refusal, and what can be done instead (issue #32): when a closed store opens next
 * (ordering ahead waits for it), and the nearby stores open now, each chosen with one press. With stores to
 * choose, the alert itself takes focus, so it is read whole before any of them is pressed.
 */
export const UnavailableStoreDialog = ({ dialog, locale, onChoose, onClose }: { dialog: UnavailableDialog; locale: string; onChoose: (storeNumber: string) => void; onClose: () => void }) => (
  <LocatorAlert
    title={dialog.title}
    message={dialog.message}
    onClose={onClose}
    ghost={dialog.accountRequired ? { label: LocatorText.signIn, does: 'signIn' } : undefined}
    main={{ label: dialog.confirmLabel, does: 'close' }}
    focusPanel={dialog.alternatives.length > 0}
  >
    {dialog.opening !== undefined && (
      <p className="locator-opens-next">
        <strong>{dialog.opening.message}</strong> {LocatorMessages.orderAheadOnceOpen}
      </p>
    )}
    {dialog.alternatives.length > 0 && <NearbyOpenStores stores={dialog.alternatives} from={dialog.storeName} locale={locale} onChoose={onChoose} />}
  </LocatorAlert>
);

const NearbyOpenStores = ({ stores, from, locale, onChoose }: { stores: readonly NearbyOpenStore[]; from: string; locale: string; onChoose: (storeNumber: string) => void }) => {
  const headingId = useId();
  return (
    <section className="locator-alternatives" aria-labelledby={headingId}>
      <h3 id={headingId} className="locator-alternatives__heading">
        {LocatorText.openNowNearby}
      </h3>
      <ul className="locator-alternatives__list">
        {stores.map(({ location: { store, distanceUnit }, distanceFromStore }) => (
          <li key={store.storeNumber}>
            <button type="button" className="locator-alternative" onClick={() => onChoose(store.storeNumber)}>
              <span className="locator-alternative__name">{store.name}</span>
              <span className="locator-alternative__meta">
                {/* Two phrases for a screen reader too: the dot is drawn, the comma is read. */}
                <span className="visually-hidden">, </span>
                {LocatorText.distanceFrom(formatDistance(distanceFromStore, distanceUnit, locale), from)}
                <span aria-hidden="true"> · </span>
                <span className="visually-hidden">, </span>
                <span className="locator-open locator-alternative__status">{store.openStatusFormatted}</span>
              </span>
              <svg className="locator-alternative__go" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Always in the page, so screen readers hear each new message. */
export const Toast = ({ message }: { message: string | undefined }) => (
  <div className="locator-toast-region" role="status" aria-live="polite">
    {message !== undefined && <p className="locator-toast">{message}</p>}
  </div>
);
