// An order's items as made: quantity, size and name, then every customization (the order page and the store screen).
import type { ProgressItem } from '@crema/domain/order-progress';
import './order-items.css';

export const customizationText = (c: ProgressItem['customizations'][number]): string =>
  `${c.name}${c.value !== undefined ? `: ${c.value}` : ''}${c.quantity !== undefined && c.quantity !== 1 ? ` × ${c.quantity}` : ''}`;

export const ItemList = ({ items }: { items: readonly ProgressItem[] }) => (
  <ul className="order-items">
    {items.map((i, n) => (
      <li key={n} className="order-items__item">
        <span className="order-items__name">{i.quantity} × {i.sizeName !== undefined ? `${i.sizeName} ` : ''}{i.name}</span>
        {i.customizations.length > 0 && (
          <ul className="order-items__mods">
            {i.customizations.map((c, k) => <li key={k}>{customizationText(c)}</li>)}
          </ul>
        )}
      </li>
    ))}
  </ul>
);
