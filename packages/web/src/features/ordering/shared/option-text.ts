import type { SelectedOption } from '@crema/domain/ordering';

/** One customization as people say it: 'Oat milk', '3 Espresso shot', 'No Espresso shot', 'Extra Whipped cream'. */
export const optionText = (o: SelectedOption): string => {
  if (o.value !== undefined) return `${o.value} ${o.product.name.toLowerCase()}`;
  const q = o.quantity ?? 1;
  if (q === 0) return `No ${o.product.name.toLowerCase()}`;
  return q === 1 ? o.product.name : `${q} × ${o.product.name.toLowerCase()}`;
};

export const optionsText = (options: readonly SelectedOption[]): string => options.map(optionText).join(' · ');
