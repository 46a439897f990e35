import type { SelectedOption } from '@crema/domain/ordering';

/** What the wording needs of an option: a cart line's selected option, or a previous order's child item. */
type OptionWords = { readonly product: { readonly name: string }; readonly value?: string | undefined; readonly quantity?: number | undefined };

/**
 * One customization as people say it, the same on every page: 'Oat milk', 'Temperature: Extra hot',
 * 'No espresso shot', 'Espresso shot × 3' (a count, since option names do not pluralize reliably).
 */
export const optionText = (o: OptionWords): string => {
  if (o.value !== undefined) return `${o.product.name}: ${o.value}`;
  const q = o.quantity ?? 1;
  if (q === 0) return `No ${o.product.name.toLowerCase()}`;
  return q === 1 ? o.product.name : `${o.product.name} × ${q}`;
};

export const optionsText = (options: readonly SelectedOption[]): string => options.map(optionText).join(', ');
