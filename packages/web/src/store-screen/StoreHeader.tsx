// The store screen's header: the brand with this channel's name, the store whose queue this is, who is signed in
// and "Sign out" (the server's session: the customer app is signed out too). On a phone the brand and "Sign out"
// share the first row, the store and the partner the second.
import type { MemberProfile } from '@crema/domain/auth';

export interface StoreHeaderProps {
  readonly storeName?: string;
  readonly partner?: MemberProfile;
  /** Absent: nobody to sign out. */
  readonly onSignOut?: () => void;
  readonly signingOut?: boolean;
}

export const StoreHeader = ({ storeName, partner, onSignOut, signingOut = false }: StoreHeaderProps) => (
  <header className="store-header">
    <div className="store-header__inner">
      <p className="store-brand">
        <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="15" fill="#f3e6d3" />
          <circle cx="16" cy="16" r="11" fill="#b86b25" />
        </svg>
        <span>Crema</span>
        <span className="store-brand__channel">Store</span>
      </p>
      {storeName !== undefined && <p className="store-header__store">{storeName}</p>}
      {partner !== undefined && (
        <p className="store-header__partner">
          <span className="visually-hidden">Signed in as </span>
          {partner.firstName} {partner.lastName}
        </p>
      )}
      {onSignOut !== undefined && (
        <button type="button" className="store-btn store-btn--on-dark store-header__sign-out" aria-disabled={signingOut || undefined} onClick={() => !signingOut && onSignOut()}>
          Sign out
        </button>
      )}
    </div>
  </header>
);
