import { useCapability } from '../../../app/capabilities';
import { useCurrentStore, useShownPrices } from '../shared/hooks';
import { MenuCatalogFrame } from './MenuCatalogFrame';
import { ProductGrid } from './ProductGrid';

/** /menu/featured */
export default function FeaturedPage() {
  useCapability('ordering');
  const store = useCurrentStore(true);
  const prices = useShownPrices(store);
  return (
    <MenuCatalogFrame store={store} title="Featured">
      {(catalog) => (
        <>
          <p className="muted ordering__lead">Handpicked drinks and bites for right now.</p>
          <ProductGrid products={catalog.featured} prices={prices} />
        </>
      )}
    </MenuCatalogFrame>
  );
}
