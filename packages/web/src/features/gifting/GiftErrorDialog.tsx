// A gift error of the catalogue (spec section 8 "Gift") as an alert dialog: its title, its message and its
// one action, either closing the dialog ('Got it') or going somewhere (giftFetchError goes to /gift).
import { Link } from 'react-router-dom';
import type { GiftErrorEntry } from '@crema/domain/gifting';
import { giftErrorPath } from '../../app/paths';
import { AlertDialog } from '../../ui/AlertDialog';

/** Used where the catalogue gives no title. Text not given by the spec. */
export const GIFT_ERROR_FALLBACK_TITLE = "We couldn't send your gift";

export const GiftErrorDialog = ({
  entry,
  title = entry.title ?? GIFT_ERROR_FALLBACK_TITLE,
  onDismiss,
  onNavigate,
  secondary,
}: {
  entry: GiftErrorEntry;
  title?: string;
  /** The 'dismiss' action and Escape. */
  onDismiss: () => void;
  /** Called as a 'navigate' action's link is followed. */
  onNavigate?: () => void;
  /** A second, quieter way out (e.g. 'Not now'). */
  secondary?: { readonly label: string; readonly onClick: () => void };
}) => {
  const { action } = entry;
  return (
    <AlertDialog
      title={title}
      message={entry.message}
      onClose={onDismiss}
      actions={
        <>
          {secondary && (
            <button type="button" className="btn btn--secondary" onClick={secondary.onClick}>
              {secondary.label}
            </button>
          )}
          {action.kind === 'navigate' ? (
            <Link className="btn" to={giftErrorPath(action.target)} onClick={onNavigate}>
              {action.label}
            </Link>
          ) : (
            <button type="button" className="btn" onClick={onDismiss}>
              {action.label}
            </button>
          )}
        </>
      }
    />
  );
};
