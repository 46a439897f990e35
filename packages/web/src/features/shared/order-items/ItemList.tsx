// An order's items as made: quantity, size and name, then every customization (the customer's order page; the
// words are the domain's, the same the partner's store screen shows).
import { customizationText, itemText, type ProgressItem } from '@crema/domain/order-progress';
import './order-items.css';

export const ItemList = ({ items }: { items: readonly ProgressItem[] }) => (
  <ul className="order-items">
    {items.map((i, n) => (
      <li key={n} className="order-items__item">
        <span className="order-items__name">{itemText(i)}</span>
        {i.customizations.length > 0 && (
          <ul className="order-items__mods">
            {i.customizations.map((c, k) => <li key={k}>{customizationText(c)}</li>)}
          </ul>
        )}
      </li>
    ))}
  </ul>
);
