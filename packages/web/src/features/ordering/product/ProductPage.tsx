import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  availabilityMessage,
  cartInputOf,
  draftOfItem,
  initialDraft,
  selectedOptionsOf,
  withQuantity,
  withSize,
  type Draft,
  estimateCalories,
  estimateShownUnitPrice,
  isPreparedProduct,
  OrderMessages,
  pickupEstimateLabel,
  productPickupEstimate,
  shownSizePrice,
  type CartItem,
  type PickupEstimate,
  type OrderingFailure,
  type ProductDetails,
  type ShownPrices,
} from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { formatMoney } from '../../../ui/format';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { MenuFrame } from '../shared/MenuFrame';
import { ProductArt } from '../shared/ProductArt';
import { FailureState } from '../shared/StateView';
import { useCart, useCurrentStore, useShownPrices } from '../shared/hooks';
import { FavoriteButton } from './FavoriteButton';
import { OptionCategorySection } from './OptionCategorySection';
import { Stepper } from './Stepper';
import { useFocusFirstError } from '../../../ui/focus-first-error';
import { useProduct } from './useProduct';

/** text not given by the spec */
export const ProductText = {
  size: 'Size',
  customize: 'Customize',
  quantity: 'Quantity',
  quantityButtons: { decrease: 'Decrease quantity', increase: 'Increase quantity' },
  price: 'Price',
  addToOrder: 'Add to order',
  saveChanges: 'Save changes',
  added: 'Added to your order.',
  reviewOrder: 'Review order',
  nutrition: 'Nutrition information',
  calories: (n: number) => `${n} calories`,
  /** The domain's one estimate (issue #32): the product alone, as the cart and the success screen say it. */
  ready: (e: PickupEstimate) => OrderMessages.readyInAbout(pickupEstimateLabel(productPickupEstimate(e))),
  loading: 'Loading this product',
  storeSetsPrices: "Prices are set by this store. You'll see them when you review your order.",
} as const;

/** Categories open at first: the ones people change most. */
const OPEN_KINDS = new Set(['milk', 'espresso']);

/**
 * The product form. `prices`: the prices shown at the selected store, undefined while they load (the form
 * renders at once and prices fill in); a store that sets its own prices shows none.
 */
const ProductForm = ({ details, editing, prices }: { details: ProductDetails; editing?: CartItem; prices: ShownPrices | undefined }) => {
  const cart = useService(OrderingTokens.Cart);
  const config = useService(T.Config);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => (editing !== undefined ? draftOfItem(details, editing) : initialDraft(details)));
  const [result, setResult] = useState<{ kind: 'added' } | { kind: 'failed'; failure: OrderingFailure } | undefined>(undefined);
  const options = useMemo(() => selectedOptionsOf(details, draft), [details, draft]);
  const unitPrice = prices === undefined ? undefined : estimateShownUnitPrice(details, draft.sizeCode, options, prices);
  const calories = estimateCalories(details, draft.sizeCode, options);
  const orderable = details.availability === 'Available';
  const [formRef, focusError] = useFocusFirstError();

  const change = (d: Draft) => {
    setDraft(d);
    setResult(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = cartInputOf(details, draft, unitPrice);
    const r =
      editing !== undefined
        ? cart.edit(editing.key, input ?? { product: { productNumber: details.productNumber, formCode: details.formCode, name: details.name }, quantity: draft.quantity })
        : input !== undefined
          ? cart.add(input)
          : cart.edit('', {});
    if (r._tag === 'Left') {
      setResult({ kind: 'failed', failure: r.left });
      focusError();
    }
    else if (editing !== undefined) navigate(OrderingPaths.cart);
    else setResult({ kind: 'added' });
  };

  const unavailable = availabilityMessage(details.availability);
  const formName = details.forms.find((f) => f.formCode === details.formCode)?.name;
  const prepared = isPreparedProduct(details.productType);
  return (
    <form ref={formRef} className="product" onSubmit={submit} noValidate>
      <div className="product__hero" style={{ backgroundColor: details.artwork.palette.background }}>
        <ProductArt artwork={details.artwork} decorative={false} eager className="product__art" />
      </div>
      <div className="product__body">
        <div className="product__head">
          <div className="product__intro">
            <h1 className="product__name">{details.name}</h1>
            {prepared && (
              <p className="product__meta">
                {calories !== undefined && <span>{ProductText.calories(calories)}</span>}
                <span>{ProductText.ready(details.preOrderEstimate)}</span>
              </p>
            )}
          </div>
          <FavoriteButton details={details} draft={draft} />
        </div>
        {details.forms.length > 1 && (
          <nav className="forms" aria-label="Versions">
            {details.forms.map((f) => (
              <Link
                key={f.formCode}
                className="forms__link"
                to={`/menu/product/${details.productNumber}/${f.formCode}`}
                aria-current={f.formCode === details.formCode ? 'page' : undefined}
                replace
              >
                {f.name}
              </Link>
            ))}
          </nav>
        )}
        <p className="product__desc">{details.description}</p>
        {unavailable !== undefined && <p className="notice notice--warn" role="status">{unavailable}</p>}
        {prices?.kind === 'hidden' && <p className="product__pricing-note">{ProductText.storeSetsPrices}</p>}

        {details.sizes.length > 1 && (
          <fieldset className="sizes">
            <legend className="section-title">{ProductText.size}</legend>
            <div className="sizes__list">
              {details.sizes.map((s) => {
                const price = prices === undefined ? undefined : shownSizePrice(prices, s);
                return (
                  <label key={s.sizeCode} className="size">
                    <input type="radio" name="size" value={s.sizeCode} checked={draft.sizeCode === s.sizeCode} onChange={() => change(withSize(draft, s.sizeCode))} />
                    <span className="size__box">
                      <svg className="size__cup" viewBox="0 0 24 32" aria-hidden="true" focusable="false" style={{ height: `${18 + details.sizes.indexOf(s) * 5}px` }}>
                        <path d="M3 6h18l-2.2 23a2 2 0 0 1-2 1.8H7.2a2 2 0 0 1-2-1.8L3 6Z" fill="currentColor" opacity="0.18" stroke="currentColor" strokeWidth="1.6" />
                        <path d="M2 3.5h20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                      </svg>
                      <span className="size__name">{s.name}</span>
                      <span className="size__serving"><span className="visually-hidden"> · </span>{s.servingLabel}</span>
                      <span className="size__price">{price !== undefined && <><span className="visually-hidden"> · </span>{formatMoney(price)}</>}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}

        {details.optionCategories.length > 0 && (
          <section aria-labelledby="customize-title" className="customize">
            <h2 id="customize-title" className="section-title">{ProductText.customize}</h2>
            {details.optionCategories.map((c) => (
              <OptionCategorySection key={c.id} details={details} category={c} draft={draft} config={config} prices={prices} onChange={change} open={OPEN_KINDS.has(c.kind)} />
            ))}
          </section>
        )}

        {prepared && (
          <p>
            <Link to={`/menu/product/${details.productNumber}/${details.formCode}/nutrition`}>{ProductText.nutrition}</Link>
            {formName !== undefined && details.forms.length > 1 ? <span className="muted"> · {formName}</span> : null}
          </p>
        )}
      </div>

      <div className="order-bar">
        <div className="order-bar__inner">
          <div className="order-bar__messages">
            {result?.kind === 'failed' && <p className="notice notice--error" role="alert">{result.failure.message}</p>}
            {result?.kind === 'added' && (
              <p className="notice notice--success" role="status">
                {ProductText.added} <Link to={OrderingPaths.cart}>{ProductText.reviewOrder}</Link>
              </p>
            )}
          </div>
          <div className="order-bar__controls">
            <div className="order-bar__qty">
              <Stepper label={ProductText.quantity} buttonNames={ProductText.quantityButtons} value={draft.quantity} min={1} max={config.maximumItemAmount} onChange={(n) => change(withQuantity(draft, n))} />
            </div>
            <p className="order-bar__price">
              <span className="visually-hidden">{ProductText.price}: </span>
              {unitPrice !== undefined ? formatMoney(unitPrice * draft.quantity) : ''}
            </p>
            <button type="submit" className="btn order-bar__submit" disabled={!orderable}>
              {editing !== undefined ? ProductText.saveChanges : ProductText.addToOrder}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
};

/** /menu/product/{productNumber}/{formCode}; ?edit={itemKey} edits that cart item. */
export default function ProductPage() {
  useCapability('ordering');
  const { productNumber = '', formCode = '' } = useParams();
  const [params] = useSearchParams();
  const store = useCurrentStore(true);
  const [state, retry] = useProduct(productNumber, formCode, store);
  const prices = useShownPrices(store);
  const cart = useCart();
  const editKey = params.get('edit') ?? undefined;
  const editing = editKey === undefined ? undefined : cart.items.find((i) => i.key === editKey);
  const details = state.status === 'ok' ? state.value : undefined;
  return (
    <MenuFrame store={store} variant="product" title={details?.name ?? 'Product'} headingInContent={state.status !== 'error'}>
      {state.status === 'error' ? (
        <FailureState failure={state.error} onRetry={retry} />
      ) : details === undefined ? (
        // The same boxes as the loaded page, so the artwork does not move when the product arrives.
        <div className="product product--skeleton" role="status">
          <h1 className="visually-hidden">{ProductText.loading}…</h1>
          <div className="product__hero" aria-hidden="true"><div className="p-art product__art" /></div>
        </div>
      ) : (
        <ProductForm key={`${details.formId}|${editing?.key ?? ''}`} details={details} prices={prices} {...(editing !== undefined ? { editing } : {})} />
      )}
    </MenuFrame>
  );
}
