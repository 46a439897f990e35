// Product kinds: which sizes, customizations, defaults and artwork each kind of product has.
import type { ArtworkShape, DefaultOption, OptionCategory, ProductType } from '@crema/domain/ordering';
import { ADD_SHOTS, ESPRESSO, GRIND, ICE, MILK, OPT, SAUCES, SWEETENERS, SYRUPS, TEMPERATURE, TOPPINGS, WARMING } from './options';

export interface SizeSpec {
  readonly sizeCode: string;
  readonly name: string;
  readonly servingLabel: string;
  /** Added to the product's base price. */
  readonly priceStep: number;
  /** Multiplies the product's base nutrition. */
  readonly scale: number;
}

export const HOT_SIZES: readonly SizeSpec[] = [
  { sizeCode: 'S', name: 'Small', servingLabel: '8 fl oz', priceStep: 0, scale: 1 },
  { sizeCode: 'M', name: 'Medium', servingLabel: '12 fl oz', priceStep: 40, scale: 1.4 },
  { sizeCode: 'L', name: 'Large', servingLabel: '16 fl oz', priceStep: 80, scale: 1.8 },
  { sizeCode: 'XL', name: 'Extra Large', servingLabel: '20 fl oz', priceStep: 115, scale: 2.2 },
];
export const COLD_SIZES: readonly SizeSpec[] = [
  { sizeCode: 'M', name: 'Medium', servingLabel: '12 fl oz', priceStep: 0, scale: 1 },
  { sizeCode: 'L', name: 'Large', servingLabel: '16 fl oz', priceStep: 45, scale: 1.35 },
  { sizeCode: 'XL', name: 'Extra Large', servingLabel: '24 fl oz', priceStep: 90, scale: 1.9 },
];
export const SHOT_SIZES: readonly SizeSpec[] = [
  { sizeCode: 'S', name: 'Solo', servingLabel: '1 shot', priceStep: 0, scale: 1 },
  { sizeCode: 'M', name: 'Doppio', servingLabel: '2 shots', priceStep: 60, scale: 2 },
];
export const EACH: readonly SizeSpec[] = [{ sizeCode: 'EA', name: 'Each', servingLabel: '1 item', priceStep: 0, scale: 1 }];
export const BEAN_SIZES: readonly SizeSpec[] = [
  { sizeCode: 'OZ12', name: '12 oz bag', servingLabel: '12 oz', priceStep: 0, scale: 1 },
  { sizeCode: 'LB2', name: '2 lb bag', servingLabel: '2 lb', priceStep: 2000, scale: 2.67 },
];

export type Kind =
  | 'brewed'
  | 'espressoMilk'
  | 'americano'
  | 'shot'
  | 'coldBrew'
  | 'icedEspresso'
  | 'icedCoffee'
  | 'blended'
  | 'teaLatte'
  | 'tea'
  | 'icedTea'
  | 'chocolate'
  | 'foodWarm'
  | 'foodBakery'
  | 'foodCold'
  | 'snack'
  | 'beans'
  | 'mug'
  | 'tumbler'
  | 'coldCup';

export interface KindSpec {
  readonly productType: ProductType;
  readonly sizes: (form: string) => readonly SizeSpec[];
  readonly categories: (form: string) => readonly OptionCategory[];
  readonly defaults: (form: string) => readonly DefaultOption[];
  readonly shape: (form: string) => ArtworkShape;
  readonly estimate: { readonly minMinutes: number; readonly maxMinutes: number };
}

const shotsBySize = (hot: Readonly<Record<string, number>>, iced: Readonly<Record<string, number>>) => (form: string): DefaultOption => ({
  optionProductNumber: OPT.shot,
  quantityBySize: form === 'iced' ? iced : hot,
});
const milkShots = shotsBySize({ S: 1, M: 1, L: 2, XL: 2 }, { M: 1, L: 2, XL: 3 });
const temp = (form: string): readonly DefaultOption[] => (form === 'iced' ? [{ optionProductNumber: OPT.ice, value: 'Regular ice' }] : [{ optionProductNumber: OPT.temperature, value: 'Hot' }]);
const tempCat = (form: string): OptionCategory => (form === 'iced' ? ICE : TEMPERATURE);
const drinkSizes = (form: string): readonly SizeSpec[] => (form === 'iced' ? COLD_SIZES : HOT_SIZES);
const cup = (form: string): ArtworkShape => (form === 'iced' ? 'cup-iced' : 'cup-hot');
const QUICK = { minMinutes: 3, maxMinutes: 6 };
const CRAFTED = { minMinutes: 5, maxMinutes: 9 };

export const KINDS: Readonly<Record<Kind, KindSpec>> = {
  brewed: { productType: 'Beverage', sizes: drinkSizes, categories: (f) => [MILK, ADD_SHOTS, SYRUPS, SWEETENERS, tempCat(f)], defaults: temp, shape: cup, estimate: QUICK },
  espressoMilk: {
    productType: 'Beverage',
    sizes: drinkSizes,
    categories: (f) => [MILK, ESPRESSO, SYRUPS, SAUCES, TOPPINGS, SWEETENERS, tempCat(f)],
    defaults: (f) => [{ optionProductNumber: OPT.milk2, quantity: 1 }, milkShots(f), { optionProductNumber: OPT.roast, value: 'Signature' }, ...temp(f)],
    shape: cup,
    estimate: CRAFTED,
  },
  americano: {
    productType: 'Beverage',
    sizes: drinkSizes,
    categories: (f) => [MILK, ESPRESSO, SYRUPS, SWEETENERS, tempCat(f)],
    defaults: (f) => [shotsBySize({ S: 1, M: 2, L: 3, XL: 4 }, { M: 2, L: 3, XL: 4 })(f), { optionProductNumber: OPT.roast, value: 'Signature' }, ...temp(f)],
    shape: cup,
    estimate: QUICK,
  },
  shot: {
    productType: 'Beverage',
    sizes: () => SHOT_SIZES,
    categories: () => [MILK, ESPRESSO, SYRUPS, TOPPINGS],
    defaults: () => [{ optionProductNumber: OPT.shot, quantityBySize: { S: 1, M: 2 } }, { optionProductNumber: OPT.roast, value: 'Signature' }],
    shape: () => 'cup-hot',
    estimate: QUICK,
  },
  coldBrew: { productType: 'Beverage', sizes: () => COLD_SIZES, categories: () => [MILK, SYRUPS, TOPPINGS, SWEETENERS, ICE], defaults: () => temp('iced'), shape: () => 'cup-iced', estimate: QUICK },
  icedEspresso: {
    productType: 'Beverage',
    sizes: () => COLD_SIZES,
    categories: () => [MILK, ESPRESSO, SYRUPS, TOPPINGS, ICE],
    defaults: () => [{ optionProductNumber: OPT.shot, quantityBySize: { M: 2, L: 3, XL: 4 } }, { optionProductNumber: OPT.roast, value: 'Blonde' }, ...temp('iced')],
    shape: () => 'cup-iced',
    estimate: CRAFTED,
  },
  icedCoffee: { productType: 'Beverage', sizes: () => COLD_SIZES, categories: () => [MILK, SYRUPS, SWEETENERS, ICE], defaults: () => [{ optionProductNumber: OPT.classic, quantityBySize: { M: 3, L: 4, XL: 6 } }, ...temp('iced')], shape: () => 'cup-iced', estimate: QUICK },
  blended: {
    productType: 'Beverage',
    sizes: () => COLD_SIZES,
    categories: () => [MILK, ADD_SHOTS, SYRUPS, SAUCES, TOPPINGS],
    defaults: () => [{ optionProductNumber: OPT.milkWhole, quantity: 1 }, { optionProductNumber: OPT.whip, value: 'Regular' }],
    shape: () => 'cup-blended',
    estimate: { minMinutes: 6, maxMinutes: 10 },
  },
  teaLatte: {
    productType: 'Beverage',
    sizes: drinkSizes,
    // ADD_SHOTS: the catalog gives the roast to a tea latte with espresso (Dirty Chai).
    categories: (f) => [MILK, ADD_SHOTS, SYRUPS, SWEETENERS, TOPPINGS, tempCat(f)],
    defaults: (f) => [{ optionProductNumber: OPT.milk2, quantity: 1 }, ...temp(f)],
    shape: cup,
    estimate: CRAFTED,
  },
  tea: { productType: 'Beverage', sizes: () => HOT_SIZES, categories: () => [MILK, SYRUPS, SWEETENERS, TEMPERATURE], defaults: () => temp('hot'), shape: () => 'cup-hot', estimate: QUICK },
  icedTea: { productType: 'Beverage', sizes: () => COLD_SIZES, categories: () => [SYRUPS, SWEETENERS, ICE], defaults: () => [{ optionProductNumber: OPT.classic, quantityBySize: { M: 3, L: 4, XL: 6 } }, ...temp('iced')], shape: () => 'cup-iced', estimate: QUICK },
  chocolate: {
    productType: 'Beverage',
    sizes: () => HOT_SIZES,
    categories: () => [MILK, SYRUPS, SAUCES, TOPPINGS, TEMPERATURE],
    defaults: () => [{ optionProductNumber: OPT.milk2, quantity: 1 }, { optionProductNumber: OPT.whip, value: 'Regular' }, ...temp('hot')],
    shape: () => 'cup-hot',
    estimate: CRAFTED,
  },
  foodWarm: { productType: 'Food', sizes: () => EACH, categories: () => [WARMING], defaults: () => [{ optionProductNumber: OPT.warming, value: 'Warmed' }], shape: () => 'sandwich', estimate: { minMinutes: 5, maxMinutes: 10 } },
  foodBakery: { productType: 'Food', sizes: () => EACH, categories: () => [WARMING], defaults: () => [{ optionProductNumber: OPT.warming, value: 'Not warmed' }], shape: () => 'pastry', estimate: QUICK },
  foodCold: { productType: 'Food', sizes: () => EACH, categories: () => [], defaults: () => [], shape: () => 'box', estimate: QUICK },
  snack: { productType: 'Food', sizes: () => EACH, categories: () => [], defaults: () => [], shape: () => 'box', estimate: QUICK },
  beans: { productType: 'Coffee', sizes: () => BEAN_SIZES, categories: () => [GRIND], defaults: () => [{ optionProductNumber: OPT.grind, value: 'Whole bean' }], shape: () => 'bag', estimate: QUICK },
  mug: { productType: 'Merchandise', sizes: () => EACH, categories: () => [], defaults: () => [], shape: () => 'mug', estimate: QUICK },
  tumbler: { productType: 'Merchandise', sizes: () => EACH, categories: () => [], defaults: () => [], shape: () => 'tumbler', estimate: QUICK },
  coldCup: { productType: 'Merchandise', sizes: () => EACH, categories: () => [], defaults: () => [], shape: () => 'cup-iced', estimate: QUICK },
};
