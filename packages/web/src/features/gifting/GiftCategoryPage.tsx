// /gift/category/{categoryUrn}: the designs of one category.
import { Link, useParams } from 'react-router-dom';
import { findGiftCategory } from '@crema/domain/gifting';
import { GiftPaths } from '../../app/paths';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { useService } from '../../app/services';
import { useCapability } from '../../app/capabilities';
import { CatalogStates, CategoryNav, GiftGrid } from './GiftCatalogView';
import { useLoad } from '../../app/useObservable';
import { GiftTokens } from './tokens';
import './gifting.css';

export default function GiftCategoryPage() {
  useCapability('gifting');
  const { categoryUrn = '' } = useParams();
  const load = useService(GiftTokens.LoadCatalog);
  const [state, retry] = useLoad((round) => load({ refresh: round > 0 }), [load]);
  const catalog = state.status === 'ok' ? state.value : state.status === 'idle' ? undefined : state.previous;
  const category = catalog ? findGiftCategory(catalog, categoryUrn) : undefined;
  const heading = category ? `${category.name} gift cards` : 'Gift cards';
  return (
    <Page title={heading} heading={heading}>
      {(catalog === undefined || category) && (
        <p className="gift-back">
          <Link to={GiftPaths.home}>All gift cards</Link>
        </p>
      )}
      <CatalogStates state={state} retry={retry}>
        {(data) => (
          <>
            <CategoryNav categories={data.categories} current={category?.urn ?? ''} />
            {category ? (
              <GiftGrid designs={category.eGifts} />
            ) : (
              <div className="stack gift-block">
                {/* text not given by the spec */}
                <Notice tone="warn">We couldn't find that category. Take a look at all of our gift cards instead.</Notice>
                <Link className="btn" to={GiftPaths.home}>
                  See gift cards
                </Link>
              </div>
            )}
          </>
        )}
      </CatalogStates>
    </Page>
  );
}
