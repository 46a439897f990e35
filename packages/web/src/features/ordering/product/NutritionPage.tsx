import { Link, Navigate, useParams } from 'react-router-dom';
import { isPreparedProduct, type Nutrition } from '@crema/domain/ordering';
import { useCapability } from '../../../app/capabilities';
import { MenuFrame } from '../shared/MenuFrame';
import { ProductArt } from '../shared/ProductArt';
import { FailureState } from '../shared/StateView';
import { useCurrentStore } from '../shared/hooks';
import { useProduct } from './useProduct';

/** Rows of the nutrition facts table. Labels: text not given by the spec. */
const ROWS: readonly { key: keyof Nutrition; label: string; unit: string; sub?: boolean }[] = [
  { key: 'calories', label: 'Calories', unit: '' },
  { key: 'fatG', label: 'Total fat', unit: 'g' },
  { key: 'saturatedFatG', label: 'Saturated fat', unit: 'g', sub: true },
  { key: 'sodiumMg', label: 'Sodium', unit: 'mg' },
  { key: 'carbohydrateG', label: 'Total carbohydrates', unit: 'g' },
  { key: 'sugarG', label: 'Sugars', unit: 'g', sub: true },
  { key: 'proteinG', label: 'Protein', unit: 'g' },
  { key: 'caffeineMg', label: 'Caffeine', unit: 'mg' },
];

const fmt = (n: number): string => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n);

/** /menu/product/{productNumber}/{formCode}/nutrition: nutrition facts for every size, as it comes. */
export default function NutritionPage() {
  useCapability('ordering');
  const { productNumber = '', formCode = '' } = useParams();
  const store = useCurrentStore(true);
  const [state, retry] = useProduct(productNumber, formCode, store);
  const d = state.status === 'ok' ? state.value : undefined;
  const productPath = `/menu/product/${productNumber}/${formCode}`;
  // Whole bean coffee and merchandise have no nutrition facts to show: their product page says it all.
  if (d !== undefined && !isPreparedProduct(d.productType)) return <Navigate to={productPath} replace />;
  return (
    <MenuFrame
      store={store}
      title={d !== undefined ? `${d.name} nutrition` : 'Nutrition'}
      heading={d !== undefined ? `${d.name}: nutrition` : 'Nutrition'}
      before={
        d !== undefined ? (
          <nav aria-label="Breadcrumb" className="crumbs">
            <ol>
              <li><Link to="/menu">Menu</Link></li>
              <li><Link to={productPath}>{d.name}</Link></li>
            </ol>
          </nav>
        ) : undefined
      }
    >
      {state.status === 'error' ? (
        <FailureState failure={state.error} onRetry={retry} />
      ) : d === undefined ? (
        <p role="status" className="muted">Loading nutrition…</p>
      ) : (
        <div className="nutrition">
          <div className="nutrition__intro">
            <ProductArt artwork={d.artwork} eager className="nutrition__art" />
            <p className="muted">
              Values are for the {d.name.toLowerCase()} as it comes, by size. Customizations change them; the product page shows calories as you customize.
            </p>
          </div>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="nutrition-caption">
            <table className="nutrition__table">
              <caption id="nutrition-caption">Nutrition facts by size</caption>
              <thead>
                <tr>
                  <th scope="col">Per serving</th>
                  {d.sizes.map((s) => (
                    <th key={s.sizeCode} scope="col">
                      {s.name}
                      <span className="nutrition__serving">{s.servingLabel}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((r) => (
                  <tr key={r.key} className={r.sub === true ? 'nutrition__sub' : undefined}>
                    <th scope="row">
                      {r.label}
                      {r.unit !== '' && <span className="nutrition__unit"> ({r.unit})</span>}
                    </th>
                    {d.sizes.map((s) => (
                      <td key={s.sizeCode}>{fmt(s.nutrition[r.key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted nutrition__note">2,000 calories a day is used for general nutrition advice, but calorie needs vary.</p>
          <Link className="btn btn--secondary" to={productPath}>Back to {d.name}</Link>
        </div>
      )}
    </MenuFrame>
  );
}
