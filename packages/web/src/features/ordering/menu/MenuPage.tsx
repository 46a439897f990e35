import { Link } from 'react-router-dom';
import { useCapability } from '../../../app/capabilities';
import { ProductArt } from '../shared/ProductArt';
import { useCurrentStore } from '../shared/hooks';
import { MenuCatalogFrame } from './MenuCatalogFrame';

/**
 * /menu: every menu with its categories as a browsable grid. Only the art a first screen shows is asked for at
 * once (the featured card's and the first menu's first row or two); the rest as it nears the screen: every
 * drawing is a small document of its own for the browser to build, and sixteen of them at once held the page
 * while it loaded.
 */
export default function MenuPage() {
  useCapability('ordering');
  const store = useCurrentStore(true);
  return (
    <MenuCatalogFrame store={store} title="Menu">
      {(catalog) => (
        <div className="menu-sections">
          {catalog.featured.length > 0 && (
            <Link className="featured-card" to="/menu/featured">
              <span className="featured-card__text">
                <span className="featured-card__kicker">Featured</span>
                <span className="featured-card__title">This season's favorites</span>
                <span className="featured-card__cta">See what's new</span>
              </span>
              <span className="featured-card__art" aria-hidden="true">
                {catalog.featured.slice(0, 3).map((p) => (
                  <ProductArt key={`${p.productNumber}_${p.formCode}`} artwork={p.artwork} eager />
                ))}
              </span>
            </Link>
          )}
          {catalog.menus.map((m, section) => (
            <section key={m.id} className="menu-section" aria-labelledby={`menu-${m.id}`}>
              <h2 id={`menu-${m.id}`}>{m.name}</h2>
              <ul className="cat-grid">
                {m.categories.map((c, i) => {
                  const first = c.subcategories.find((s) => s.products.length > 0)?.products[0];
                  const count = c.subcategories.reduce((n, s) => n + s.products.length, 0);
                  return (
                    <li key={c.id}>
                      <Link className="cat-card" to={`/menu/${m.uri}/${c.uri}`}>
                        {first !== undefined && <ProductArt artwork={first.artwork} eager={section === 0 && i < 4} />}
                        <span className="cat-card__text">
                          <span className="cat-card__name">{c.name}</span>
                          <span className="cat-card__count">{count === 1 ? '1 item' : `${count} items`}</span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </MenuCatalogFrame>
  );
}
