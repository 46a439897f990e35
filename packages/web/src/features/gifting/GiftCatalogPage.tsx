// /gift: every gift card design, by category.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GIFT_ROUTES } from '@crema/domain/gifting';
import { Page } from '../../ui/Page';
import { useService } from '../../app/services';
import { useCapability } from '../../app/capabilities';
import { CatalogStates, CategoryNav, GiftGrid } from './GiftCatalogView';
import { useAsyncSource } from './hooks';
import { GiftTokens } from './tokens';
import './gifting.css';

export default function GiftCatalogPage() {
  useCapability('gifting');
  const load = useService(GiftTokens.LoadCatalog);
  const [attempt, setAttempt] = useState(0);
  const state = useAsyncSource(() => load({ refresh: attempt > 0 }), [load, attempt]);
  return (
    <Page title="Gift cards" heading="Gift cards">
      <p className="lead gift-lead">Send a Crema e-gift in a minute: choose a design, add a note, and we'll e-mail it today.</p>
      <CatalogStates state={state} retry={() => setAttempt((n) => n + 1)}>
        {(catalog) => (
          <>
            <CategoryNav categories={catalog.categories} />
            {catalog.categories.map((c) => (
              <section key={c.urn} className="gift-section" aria-labelledby={`cat-${c.urn}`}>
                <div className="gift-section__head">
                  <h2 id={`cat-${c.urn}`}>{c.name}</h2>
                  <Link to={GIFT_ROUTES.category(c.urn)}>
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
