// An order's items as the barista makes them: quantity, size and name, then each customization (the domain's
// words, the same the customer's order page shows).
import { customizationText, itemText, type ProgressItem } from '@crema/domain/order-progress';

export const ItemList = ({ items }: { items: readonly ProgressItem[] }) => (
  <ul className="store-items">
    {items.map((i, n) => (
      <li key={n}>
        <span className="store-items__name">{itemText(i)}</span>
        {i.customizations.length > 0 && (
          <ul className="store-items__mods">
            {i.customizations.map((c, k) => <li key={k}>{customizationText(c)}</li>)}
          </ul>
        )}
      </li>
    ))}
  </ul>
);
