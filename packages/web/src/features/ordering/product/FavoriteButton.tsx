import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { idle, isMember } from '@crema/domain';
import {
  createLiveQuery,
  FAVORITES_SIGN_IN_MESSAGE,
  favoriteInputOf,
  findFavorite,
  settledQuery,
  type Draft,
  type FavoriteProduct,
  type OrderingState,
  type ProductDetails,
} from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useSession } from '../../../app/useSession';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { useLiveQuery } from '../shared/hooks';
import { useAsyncAction } from '../../../app/useAsyncAction';

/** text not given by the spec */
export const FavoriteText = { add: 'Add to favorites', saved: 'Saved to favorites', signIn: 'Sign in' } as const;

const Heart = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1Z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The heart: saves the item as it is customized (only what differs from the product's defaults, so the
 * drink as it comes matches a plain saved favorite). Already saved: only the added notice. 561007: the
 * maximum message. A guest is asked to sign in.
 */
export const FavoriteButton = ({ details, draft }: { details: ProductDetails; draft: Draft }) => {
  const favorites = useService(OrderingTokens.FavoriteProducts);
  const session = useSession();
  const here = useLocation();
  const [list, reloadList] = useLiveQuery<OrderingState<readonly FavoriteProduct[]>>(
    () => (isMember(session) ? createLiveQuery(() => favorites.list(session), idle()) : settledQuery(idle<never, never>())),
    [favorites, session],
  );
  const [added, add] = useAsyncAction(favorites.add);
  const [guestPrompt, setGuestPrompt] = useState(false);
  // A new favorite: the list is asked again, so the heart fills from what was saved.
  useEffect(() => {
    if (added.status === 'ok' && !added.value.alreadyAdded) reloadList();
  }, [added, reloadList]);
  const input = useMemo(() => favoriteInputOf(details, draft), [details, draft]);
  const saved = useMemo(() => (list.status === 'ok' ? findFavorite(list.value, input.item) !== undefined : false), [list, input]);

  const onClick = () => {
    if (!isMember(session)) {
      setGuestPrompt(true);
      return;
    }
    add(session, input);
  };
  return (
    <div className="fav">
      <button
        type="button"
        className={saved ? 'fav__btn fav__btn--on' : 'fav__btn'}
        // Not a toggle: pressing it again only repeats the added notice (spec section 5); removing is on /menu/favorites.
        aria-label={saved ? FavoriteText.saved : FavoriteText.add}
        disabled={added.status === 'loading'}
        onClick={onClick}
      >
        <Heart filled={saved} />
      </button>
      <div className="fav__message">
        {guestPrompt && !isMember(session) && (
          <p className="notice" role="status">
            {FAVORITES_SIGN_IN_MESSAGE}{' '}
            <Link to={`/signin?returnTo=${encodeURIComponent(here.pathname + here.search)}`}>{FavoriteText.signIn}</Link>
          </p>
        )}
        {added.status === 'ok' && <p className="notice notice--success" role="status">{added.value.notice}</p>}
        {added.status === 'error' && <p className="notice notice--error" role="alert">{added.message}</p>}
      </div>
    </div>
  );
};
