// /gift: every gift card design, by category.
import { Link } from 'react-router-dom';
import { GiftPaths } from '../../app/paths';
import { Page } from '../../ui/Page';
import { useService } from '../../app/services';
import { useCapability } from '../../app/capabilities';
import { CatalogStates, CategoryNav, GiftGrid } from './GiftCatalogView';
import { useLoad } from '../../app/useObservable';
import { GiftTokens } from './tokens';
import './gifting.css';

export default function GiftCatalogPage() {
  useCapability('gifting');
  const load = useService(GiftTokens.LoadCatalog);
  const [state, retry] = useLoad((round) => load({ refresh: round > 0 }), [load]);
  return (
    <Page title="Gift cards" heading="Gift cards">
      <p className="lead gift-lead">Send a Crema e-gift in a minute: choose a design, add a note, and we'll e-mail it today.</p>
      <CatalogStates state={state} retry={retry}>
        {(catalog) => (
          <>
            <CategoryNav categories={catalog.categories} />
            {catalog.categories.map((c) => (
              <section key={c.urn} className="gift-section" aria-labelledby={`cat-${c.urn}`}>
                <div className="gift-section__head">
                  <h2 id={`cat-${c.urn}`}>{c.name}</h2>
                  <Link to={GiftPaths.category(c.urn)}>
                    See all<span className="visually-hidden"> {c.name} designs</span>
                  </Link>
                </div>
                <GiftGrid designs={c.eGifts} />
              </section>
            ))}
          </>
        )}
      </CatalogStates>
    </Page>
  );
}
