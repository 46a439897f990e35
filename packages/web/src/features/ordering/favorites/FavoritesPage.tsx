import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { idle, isMember, type Session } from '@crema/domain';
import {
  createLiveQuery,
  FAVORITES_SIGN_IN_MESSAGE,
  FavoriteMessages,
  estimateShownUnitPrice,
  favoriteToCartInput,
  type FavoriteProduct,
  type OrderingFailure,
  type OrderingState,
  type ProductDetails,
  type ShownPrices,
} from '@crema/domain/ordering';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { useSession } from '../../../app/useSession';
import { formatMoney } from '../../../ui/format';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { AvailabilityBadge } from '../shared/AvailabilityBadge';
import { MenuFrame } from '../shared/MenuFrame';
import { ProductArt } from '../shared/ProductArt';
import { FailureState } from '../shared/StateView';
import { useCurrentStore, useLiveQuery, useShownPrices } from '../shared/hooks';
import { useAsyncAction } from '../../../app/useAsyncAction';
import type { CurrentStoreView } from '@crema/domain/locator';
import { OrderingPaths } from '../../../app/paths';
import { optionsText } from '../shared/option-text';

/** text not given by the spec */
export const FavoritesText = {
  intro: 'Your saved drinks and bites, customized just the way you like them.',
  empty: "You haven't saved any favorites yet.",
  emptyHint: 'Tap the heart on any item in the menu to keep it here.',
  browse: 'Browse the menu',
  signIn: 'Sign in',
  join: 'Join now',
  addToOrder: 'Add to order',
  remove: 'Remove',
  added: 'Added to your order.',
  reviewOrder: 'Review order',
  loading: 'Loading your favorites',
  listLabel: 'Saved items',
} as const;

type Flash = { readonly tone: 'success' | 'error'; readonly text: string; readonly cartLink?: boolean };

const FavoriteCard = ({ favorite, store, prices, session, onRemoved, onFlash }: {
  favorite: FavoriteProduct;
  store: CurrentStoreView;
  /** The prices shown at the store (undefined while loading; none at a store that sets its own). */
  prices: ShownPrices | undefined;
  session: Session;
  onRemoved: (id: string, list: readonly FavoriteProduct[]) => void;
  onFlash: (f: Flash) => void;
}) => {
  const favorites = useService(OrderingTokens.FavoriteProducts);
  const loadProduct = useService(OrderingTokens.LoadProduct);
  const cart = useService(OrderingTokens.Cart);
  const storeNumber = store.status === 'unknown' ? undefined : store.storeNumber;
  const { productNumber } = favorite.product;
  const { formCode } = favorite.item;
  const [product] = useLiveQuery<OrderingState<ProductDetails>>(
    () => createLiveQuery(() => loadProduct({ productNumber, formCode, ...(storeNumber !== undefined ? { storeNumber } : {}) }), idle()),
    [loadProduct, productNumber, formCode, storeNumber],
  );
  const [removal, remove] = useAsyncAction(favorites.remove);
  useEffect(() => {
    if (removal.status === 'ok') onRemoved(favorite.id, removal.value);
    if (removal.status === 'error') onFlash({ tone: 'error', text: removal.message });
  }, [removal, favorite.id, onRemoved, onFlash]);

  const details = product.status === 'ok' ? product.value : undefined;
  const size = details?.sizes.find((s) => s.sizeCode === favorite.item.sizeCode);
  const price = details === undefined || prices === undefined ? undefined : estimateShownUnitPrice(details, favorite.item.sizeCode, favorite.item.selectedOptions, prices);
  const formName = favorite.product.forms.find((f) => f.formCode === formCode)?.name ?? favorite.product.forms[0]?.name;
  const name = favorite.product.name;
  const addToOrder = () => {
    const input = favoriteToCartInput(favorite, size?.name);
    const withDetails = details === undefined ? input : { ...input, product: { ...input.product, productType: details.productType, artwork: details.artwork }, ...(price !== undefined ? { unitPriceMinor: price } : {}) };
    const r = cart.add(withDetails);
    onFlash(r._tag === 'Left' ? { tone: 'error', text: r.left.message } : { tone: 'success', text: FavoritesText.added, cartLink: true });
  };
  return (
    <li className="fav-card" data-favorite-id={favorite.id}>
      <Link to={`/menu/product/${productNumber}/${formCode}`} className="fav-card__art" tabIndex={-1} aria-hidden="true">
        {details !== undefined ? <ProductArt artwork={details.artwork} /> : <div className="p-art" />}
      </Link>
      <div className="fav-card__body">
        <h2 className="fav-card__name">
          <Link data-focus-fallback to={`/menu/product/${productNumber}/${formCode}`}>{name}</Link>
        </h2>
        <p className="fav-card__detail">
          {[formName, size?.name, price !== undefined ? formatMoney(price) : undefined].filter((x) => x !== undefined).join(' · ')}
        </p>
        {optionsText(favorite.item.selectedOptions) !== '' && <p className="fav-card__options">{optionsText(favorite.item.selectedOptions)}</p>}
        {details !== undefined && <AvailabilityBadge availability={details.availability} />}
        <div className="fav-card__actions">
          <button type="button" className="btn btn--small" data-add-to-order onClick={addToOrder} aria-label={`${FavoritesText.addToOrder}: ${name}`} disabled={details !== undefined && details.availability !== 'Available'}>
            {FavoritesText.addToOrder}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => remove(session, favorite.id)}
            aria-label={`${FavoritesText.remove} ${name} from favorites`}
            disabled={removal.status === 'loading'}
          >
            {FavoritesText.remove}
          </button>
        </div>
      </div>
    </li>
  );
};

const MemberFavorites = ({ session, store }: { session: Session; store: CurrentStoreView }) => {
  const favorites = useService(OrderingTokens.FavoriteProducts);
  const prices = useShownPrices(store);
  const [listed, retryList] = useLiveQuery<OrderingState<readonly FavoriteProduct[]>>(
    () => createLiveQuery(() => favorites.list(session), idle<readonly FavoriteProduct[], OrderingFailure>()),
    [favorites, session],
  );
  const [override, setOverride] = useState<readonly FavoriteProduct[] | undefined>(undefined);
  const [flash, setFlash] = useState<Flash | undefined>(undefined);
  const list = override ?? (listed.status === 'ok' ? listed.value : undefined);
  // A removed card takes its focused button with it (focus would fall to the page's start): like the cart,
  // the focus moves on to the next card (the previous one after the last), or to the empty-state message.
  const shown = useRef<readonly FavoriteProduct[]>([]);
  shown.current = list ?? [];
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{ readonly id: string | undefined } | undefined>(undefined);
  const items = useRef<HTMLUListElement>(null);
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const onRemoved = useCallback((id: string, next: readonly FavoriteProduct[]) => {
    const at = shown.current.findIndex((f) => f.id === id);
    setOverride(next);
    setFlash({ tone: 'success', text: FavoriteMessages.removed });
    setFocusAfterRemoval({ id: next[Math.min(Math.max(at, 0), next.length - 1)]?.id });
  }, []);
  useEffect(() => {
    if (focusAfterRemoval === undefined) return;
    if (focusAfterRemoval.id === undefined) {
      emptyMessage.current?.focus();
      return;
    }
    const card = Array.from(items.current?.children ?? []).find((li) => li instanceof HTMLElement && li.dataset.favoriteId === focusAfterRemoval.id);
    // Its Add to order, or its name when the item cannot be ordered here (a disabled button takes no focus).
    const target = card?.querySelector<HTMLElement>('button[data-add-to-order]:not(:disabled)') ?? card?.querySelector<HTMLElement>('[data-focus-fallback]');
    target?.focus();
  }, [focusAfterRemoval]);

  if (listed.status === 'error' && override === undefined) return <FailureState failure={{ ...listed.error, actions: [{ kind: 'retry', label: 'Try again' }] }} onRetry={retryList} />;
  if (list === undefined) return <p role="status" className="muted">{FavoritesText.loading}…</p>;
  return (
    <>
      <div className="flash-slot">
        {flash !== undefined && (
          <p className={`notice notice--${flash.tone}`} role={flash.tone === 'error' ? 'alert' : 'status'}>
            {flash.text} {flash.cartLink === true && <Link to={OrderingPaths.cart}>{FavoritesText.reviewOrder}</Link>}
          </p>
        )}
      </div>
      {list.length === 0 ? (
        <div className="page-state">
          <p className="page-state__message" ref={emptyMessage} tabIndex={-1}>{FavoritesText.empty}</p>
          <p className="muted">{FavoritesText.emptyHint}</p>
          <Link className="btn" to="/menu">{FavoritesText.browse}</Link>
        </div>
      ) : (
        <>
          <p className="muted ordering__lead">{FavoritesText.intro}</p>
          <ul className="fav-list" aria-label={FavoritesText.listLabel} ref={items}>
            {list.map((f) => (
              <FavoriteCard key={f.id} favorite={f} store={store} prices={prices} session={session} onRemoved={onRemoved} onFlash={setFlash} />
            ))}
          </ul>
        </>
      )}
    </>
  );
};

/** /menu/favorites: the member's favorite products; guests are asked to sign in. */
export default function FavoritesPage() {
  useCapability('ordering');
  const store = useCurrentStore(true);
  const session = useSession();
  const here = useLocation();
  const back = encodeURIComponent(here.pathname);
  return (
    <MenuFrame store={store} title="Favorites">
      {isMember(session) ? (
        <MemberFavorites session={session} store={store} />
      ) : (
        <div className="page-state">
          <svg className="page-state__art" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
            <path d="M12 20.5s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1Z" fill="var(--c-crema)" stroke="var(--c-caramel)" strokeWidth="1.6" />
          </svg>
          <p className="page-state__message">{FAVORITES_SIGN_IN_MESSAGE}</p>
          <div className="row page-state__actions">
            <Link className="btn" to={`/signin?returnTo=${back}`}>{FavoritesText.signIn}</Link>
            <Link className="btn btn--secondary" to="/join">{FavoritesText.join}</Link>
          </div>
        </div>
      )}
    </MenuFrame>
  );
}
