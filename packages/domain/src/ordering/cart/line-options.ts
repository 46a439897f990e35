// What an item's line says of its customizations (the cart, the order-again list, a favorite, a previous
// order): only what differs from the product as it comes. The product page adds every option the barista needs,
// defaults included ('Temperature: Hot', 'Warming: Not warmed'); a line naming those read as changes nobody made
// (issue #32), so the options the product has so as it comes (asItComes) are left unsaid.
import { NONE_VALUE } from '../menu/catalog-model';

/** What the wording needs of an option: a cart line's selected option, or a previous order's child item. */
export interface OptionWords {
  readonly product: { readonly name: string };
  readonly value?: string | undefined;
  readonly quantity?: number | undefined;
  readonly asItComes?: true | undefined;
}

/** The options a line names: those that differ from the product as it comes, in their order. */
export const lineOptions = <O extends Pick<OptionWords, 'asItComes'>>(options: readonly O[]): readonly O[] => options.filter((o) => o.asItComes !== true);

/**
 * One customization as people say it, the same on every page: 'Oat milk', 'Temperature: Extra hot',
 * 'No espresso shot', 'No whipped cream' (a default taken off), 'Espresso shot × 3' (a count, since option
 * names do not pluralize reliably).
 */
export const optionText = (o: OptionWords): string => {
  if (o.value === NONE_VALUE) return `No ${o.product.name.toLowerCase()}`;
  if (o.value !== undefined) return `${o.product.name}: ${o.value}`;
  const q = o.quantity ?? 1;
  if (q === 0) return `No ${o.product.name.toLowerCase()}`;
  return q === 1 ? o.product.name : `${o.product.name} × ${q}`;
};

/** A line's customizations in words ('' when the item is as it comes). */
export const lineOptionsText = (options: readonly OptionWords[]): string => lineOptions(options).map(optionText).join(', ');
