import { Link } from 'react-router-dom';
import { TileText, tileFactsOf, type ProductSummary, type ShownPrices } from '@crema/domain/ordering';
import { formatMoney } from '../../../ui/format';
import { AvailabilityBadge } from '../shared/AvailabilityBadge';
import { ProductArt } from '../shared/ProductArt';

/**
 * Product tiles: artwork in a fixed square, name, availability at the store, then the starting price at the
 * store (`prices`: undefined while they load, none where the store does not show them) and calories. The
 * facts sit beside the link, so its name stays the product's; the whole tile is its target.
 */
export const ProductGrid = ({ products, labelledBy, prices }: { products: readonly ProductSummary[]; labelledBy?: string; prices?: ShownPrices | undefined }) => (
  <ul className="p-grid" aria-labelledby={labelledBy}>
    {products.map((p, i) => {
      const facts = tileFactsOf(p, prices);
      return (
        <li key={`${p.productNumber}_${p.formCode}`} className="p-grid__item">
          <Link className={p.availability === 'Available' ? 'p-tile' : 'p-tile p-tile--unavailable'} to={p.uri}>
            <ProductArt artwork={p.artwork} eager={i < 4} />
            <span className="p-tile__name">{p.name}</span>
            <AvailabilityBadge availability={p.availability} />
          </Link>
          <p className="p-tile__facts">
            {facts.priceMinor !== undefined && <span className="p-tile__price">{TileText.price(formatMoney(facts.priceMinor), facts.from)}</span>}
            {facts.calories !== undefined && <span className="p-tile__cal">{TileText.calories(facts.calories, facts.from)}</span>}
          </p>
        </li>
      );
    })}
  </ul>
);
