import { useCapability } from '../../../app/capabilities';
import { MenuFrame } from '../shared/MenuFrame';
import { FailureState, GridSkeleton } from '../shared/StateView';
import { useCurrentStore, useShownPrices } from '../shared/hooks';
import { MenuSideNav } from './MenuSideNav';
import { ProductGrid } from './ProductGrid';
import { useMenus } from './useMenus';

/** /menu/featured */
export default function FeaturedPage() {
  useCapability('ordering');
  const store = useCurrentStore(true);
  const [state, retry] = useMenus(store);
  const prices = useShownPrices(store);
  const catalog = state.status === 'ok' ? state.value.catalog : undefined;
  return (
    <MenuFrame store={store} title="Featured" side={<MenuSideNav catalog={catalog} />}>
      {state.status === 'error' ? (
        <FailureState failure={state.error} onRetry={retry} />
      ) : catalog === undefined ? (
        <GridSkeleton />
      ) : (
        <>
          <p className="muted ordering__lead">Handpicked drinks and bites for right now.</p>
          <ProductGrid products={catalog.featured} prices={prices} />
        </>
      )}
    </MenuFrame>
  );
}
