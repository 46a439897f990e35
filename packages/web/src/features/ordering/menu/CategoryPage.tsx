import { Link, useParams } from 'react-router-dom';
import { findCategoryPage } from '@crema/domain/ordering';
import { useCapability } from '../../../app/capabilities';
import { MenuFrame } from '../shared/MenuFrame';
import { FailureState, GridSkeleton } from '../shared/StateView';
import { useCurrentStore, useShownPrices } from '../shared/hooks';
import { MenuSideNav } from './MenuSideNav';
import { ProductGrid } from './ProductGrid';
import { useMenus } from './useMenus';

/** /menu/{menu}/{category} and /menu/{menu}/{category}/{subcategory}. */
export default function CategoryPage() {
  useCapability('ordering');
  const { menu = '', category = '', subcategory } = useParams();
  const store = useCurrentStore(true);
  const [state, retry] = useMenus(store);
  const prices = useShownPrices(store);
  const catalog = state.status === 'ok' ? state.value.catalog : undefined;
  const found = catalog === undefined ? undefined : findCategoryPage(catalog, menu, category, subcategory);
  const page = found?._tag === 'Right' ? found.right : undefined;
  const title = page === undefined ? 'Menu' : subcategory !== undefined ? (page.subcategories[0]?.name ?? page.category.name) : page.category.name;
  const crumbs =
    page === undefined ? undefined : (
      <nav aria-label="Breadcrumb" className="crumbs">
        <ol>
          <li><Link to="/menu">Menu</Link></li>
          <li>{page.menu.name}</li>
          {subcategory !== undefined ? (
            <li><Link to={`/menu/${page.menu.uri}/${page.category.uri}`}>{page.category.name}</Link></li>
          ) : null}
        </ol>
      </nav>
    );
  return (
    <MenuFrame store={store} title={title} before={crumbs} side={<MenuSideNav catalog={catalog} />}>
      {state.status === 'error' ? (
        <FailureState failure={state.error} onRetry={retry} />
      ) : found === undefined ? (
        <GridSkeleton />
      ) : found._tag === 'Left' ? (
        <FailureState failure={found.left} />
      ) : (
        <div className="menu-sections">
          {found.right.subcategories.map((s) => (
            <section key={s.id} className="menu-section" aria-labelledby={`sub-${s.id}`}>
              {subcategory === undefined ? (
                <h2 id={`sub-${s.id}`}>
                  <Link className="section-link" to={`/menu/${found.right.menu.uri}/${found.right.category.uri}/${s.uri}`}>{s.name}</Link>
                </h2>
              ) : (
                <h2 id={`sub-${s.id}`} className="visually-hidden">{s.name}</h2>
              )}
              <ProductGrid products={s.products} labelledBy={`sub-${s.id}`} prices={prices} />
            </section>
          ))}
        </div>
      )}
    </MenuFrame>
  );
}
