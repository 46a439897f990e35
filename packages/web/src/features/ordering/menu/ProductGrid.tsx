import { Link } from 'react-router-dom';
import type { ProductSummary } from '@crema/domain/ordering';
import { AvailabilityBadge } from '../shared/AvailabilityBadge';
import { ProductArt } from '../shared/ProductArt';

/** Product tiles: artwork in a fixed square, name, availability at the store. */
export const ProductGrid = ({ products, labelledBy }: { products: readonly ProductSummary[]; labelledBy?: string }) => (
  <ul className="p-grid" aria-labelledby={labelledBy}>
    {products.map((p, i) => (
      <li key={`${p.productNumber}_${p.formCode}`}>
        <Link className={p.availability === 'Available' ? 'p-tile' : 'p-tile p-tile--unavailable'} to={p.uri}>
          <ProductArt artwork={p.artwork} eager={i < 4} />
          <span className="p-tile__name">{p.name}</span>
          <AvailabilityBadge availability={p.availability} />
        </Link>
      </li>
    ))}
  </ul>
);
