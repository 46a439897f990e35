// A customization draft: the size, what the person changed on each option and the quantity, turned into a
// cart item input. The product page edits a draft; an untouched draft is the product as it comes, which
// is also what an out-of-stock recommendation adds (so both make the same cart line).
import type { AppConfig } from '../../shared';
import type { CartItem, CartItemInput, SelectedOption } from '../cart/cart-model';
import { NONE_VALUE, type OptionCategory, type OptionProduct, type ProductDetails } from './catalog-model';
import { includedQuantity } from '../pricing/pricing-rules';

export interface Choice {
  readonly quantity?: number;
  readonly value?: string;
}

export interface Draft {
  readonly sizeCode: string;
  /** What the person set, by option product number; anything else keeps the product's default. */
  readonly choices: Readonly<Record<string, Choice>>;
  readonly quantity: number;
}

export const initialDraft = (d: ProductDetails): Draft => ({ sizeCode: d.defaultSizeCode, choices: {}, quantity: 1 });

const defaultOf = (d: ProductDetails, pn: string) => d.defaultOptions.find((o) => o.optionProductNumber === pn);

export const quantityOf = (d: ProductDetails, draft: Draft, pn: string): number =>
  draft.choices[pn]?.quantity ?? includedQuantity(d, pn, draft.sizeCode);

export const valueOf = (d: ProductDetails, draft: Draft, p: OptionProduct): string =>
  draft.choices[p.productNumber]?.value ?? defaultOf(d, p.productNumber)?.value ?? (p.values?.includes(NONE_VALUE) ? NONE_VALUE : (p.values?.[0] ?? NONE_VALUE));

/** The chosen product of a single-selection category (e.g. the milk), if any. */
export const singleChoiceOf = (d: ProductDetails, draft: Draft, c: OptionCategory): string | undefined =>
  c.products.find((p) => quantityOf(d, draft, p.productNumber) > 0)?.productNumber;

/** A quantity control's bounds: the option's own, capped by the configured modifier maximum. */
export const boundsOf = (p: OptionProduct, config: Pick<AppConfig, 'maximumModifierAmount'>): { min: number; max: number } => ({
  min: Math.max(0, p.min),
  max: Math.min(p.max, config.maximumModifierAmount),
});

export const withSize = (draft: Draft, sizeCode: string): Draft => ({ ...draft, sizeCode });
export const withQuantity = (draft: Draft, quantity: number): Draft => ({ ...draft, quantity });
export const withOptionQuantity = (draft: Draft, pn: string, quantity: number): Draft => ({
  ...draft,
  choices: { ...draft.choices, [pn]: { quantity } },
});
export const withOptionValue = (draft: Draft, pn: string, value: string): Draft => ({
  ...draft,
  choices: { ...draft.choices, [pn]: { value } },
});
/** Picks one product of a single-selection category: it gets 1, the others 0. */
export const withSingleChoice = (draft: Draft, c: OptionCategory, pn: string): Draft => ({
  ...draft,
  choices: { ...draft.choices, ...Object.fromEntries(c.products.map((p) => [p.productNumber, { quantity: p.productNumber === pn ? 1 : 0 }])) },
});

const optionOf = (d: ProductDetails, draft: Draft, p: OptionProduct, extra: Choice): SelectedOption => {
  const size = p.sizes.find((s) => s.sizeCode === draft.sizeCode) ?? p.sizes[0];
  return {
    optionProductNumber: p.productNumber,
    ...extra,
    ...(size !== undefined ? { size: { sizeCode: size.sizeCode, sku: size.sku } } : {}),
    product: { productNumber: p.productNumber, name: p.name },
  };
};

/** Does the draft set this option differently from the product as it comes (its default at the size)? */
const isChanged = (d: ProductDetails, draft: Draft, p: OptionProduct): boolean =>
  p.unitOfMeasure === 'value'
    ? valueOf(d, draft, p) !== (defaultOf(d, p.productNumber)?.value ?? NONE_VALUE)
    : quantityOf(d, draft, p.productNumber) !== includedQuantity(d, p.productNumber, draft.sizeCode);

/**
 * The item's options: the chosen product of each single-selection category; every quantity option that
 * is above zero or that the product includes (so 'no shots' is said); every value option that is set, and a
 * default one taken off ('Whipped cream: None', so the barista leaves it off). Each one the product has so as
 * it comes is marked asItComes: the item's line names only the others (lineOptions).
 */
export const selectedOptionsOf = (d: ProductDetails, draft: Draft): SelectedOption[] =>
  d.optionCategories.flatMap((c) =>
    c.products.flatMap((p): SelectedOption[] => {
      const said = (extra: Choice): SelectedOption[] => [{ ...optionOf(d, draft, p, extra), ...(isChanged(d, draft, p) ? {} : { asItComes: true as const }) }];
      if (p.unitOfMeasure === 'value') {
        const v = valueOf(d, draft, p);
        return v === NONE_VALUE && !isChanged(d, draft, p) ? [] : said({ value: v });
      }
      const q = quantityOf(d, draft, p.productNumber);
      if (c.selection === 'single') return q > 0 && singleChoiceOf(d, draft, c) === p.productNumber ? said({ quantity: 1 }) : [];
      return q > 0 || includedQuantity(d, p.productNumber, draft.sizeCode) > 0 ? said({ quantity: q }) : [];
    }),
  );

/** The draft of an item already in the cart (edit mode). */
export const draftOfItem = (d: ProductDetails, item: CartItem): Draft => {
  const choices: Record<string, Choice> = {};
  for (const c of d.optionCategories)
    for (const p of c.products) choices[p.productNumber] = p.unitOfMeasure === 'value' ? { value: NONE_VALUE } : { quantity: 0 };
  for (const o of item.selectedOptions) choices[o.optionProductNumber] = o.value !== undefined ? { value: o.value } : { quantity: o.quantity ?? 1 };
  return { sizeCode: item.sizeCode, choices, quantity: item.quantity };
};

export const cartInputOf = (d: ProductDetails, draft: Draft, unitPriceMinor: number | undefined): CartItemInput | undefined => {
  const size = d.sizes.find((s) => s.sizeCode === draft.sizeCode);
  if (size === undefined) return undefined;
  return {
    product: { productNumber: d.productNumber, formCode: d.formCode, name: d.name, productType: d.productType, artwork: d.artwork },
    size: { sku: size.sku, sizeCode: size.sizeCode, name: size.name },
    selectedOptions: selectedOptionsOf(d, draft),
    quantity: draft.quantity,
    ...(unitPriceMinor !== undefined ? { unitPriceMinor } : {}),
  };
};

/** How many customizations differ from the product as it comes (for a category's summary line). */
export const changedIn = (d: ProductDetails, draft: Draft, c: OptionCategory): number => c.products.filter((p) => isChanged(d, draft, p)).length;

const byOptionNumber = (a: SelectedOption, b: SelectedOption): number =>
  a.optionProductNumber < b.optionProductNumber ? -1 : a.optionProductNumber > b.optionProductNumber ? 1 : 0;

/**
 * Only what the person changed, by option product number: the product's defaults are left out, so the
 * same drink always reads the same (a favorite's canonical options). Unlike selectedOptionsOf, a removed
 * default value is said ('None'), and a single-selection default is said only when nothing replaced it.
 */
export const customizedOptionsOf = (d: ProductDetails, draft: Draft): SelectedOption[] =>
  d.optionCategories
    .flatMap((c) => {
      const chosen = c.selection === 'single' ? singleChoiceOf(d, draft, c) : undefined;
      return c.products.flatMap((p): SelectedOption[] => {
        if (p.unitOfMeasure === 'value') return isChanged(d, draft, p) ? [optionOf(d, draft, p, { value: valueOf(d, draft, p) })] : [];
        const included = includedQuantity(d, p.productNumber, draft.sizeCode);
        if (c.selection === 'single') {
          // The chosen product says what replaced the default; a default is said (as 0) only when nothing did.
          if (chosen !== undefined) return p.productNumber === chosen && included === 0 ? [optionOf(d, draft, p, { quantity: 1 })] : [];
          return included > 0 ? [optionOf(d, draft, p, { quantity: 0 })] : [];
        }
        return isChanged(d, draft, p) ? [optionOf(d, draft, p, { quantity: quantityOf(d, draft, p.productNumber) })] : [];
      });
    })
    .sort(byOptionNumber);

/**
 * The draft a list of options describes at a size: each option set as listed, anything unlisted at the
 * product's default. Takes canonical options (customizedOptionsOf) or a full list (selectedOptionsOf).
 */
export const draftOfOptions = (d: ProductDetails, sizeCode: string, options: readonly SelectedOption[]): Draft =>
  options.reduce<Draft>((draft, o) => {
    if (o.value !== undefined) return withOptionValue(draft, o.optionProductNumber, o.value);
    const q = o.quantity ?? 1;
    const single = d.optionCategories.find((c) => c.selection === 'single' && c.products.some((p) => p.productNumber === o.optionProductNumber));
    return single !== undefined && q > 0 ? withSingleChoice(draft, single, o.optionProductNumber) : withOptionQuantity(draft, o.optionProductNumber, q);
  }, { sizeCode, choices: {}, quantity: 1 });
