// The customization catalog: option categories (milk, espresso, syrups, sauces, toppings, temperature,
// sweeteners, ice, warming, grind) and their option products, each with its own sizes and bounds.
import type { OptionCategory, OptionCategoryKind, OptionProduct, UnitOfMeasure } from '@crema/domain/ordering';

export const DRINK_SIZE_CODES = ['S', 'M', 'L', 'XL'] as const;

const opt = (
  productNumber: string,
  name: string,
  o: { unit?: UnitOfMeasure; values?: readonly string[]; max?: number; price?: number; cal?: number } = {},
): OptionProduct => ({
  productNumber,
  name,
  unitOfMeasure: o.unit ?? 'quantity',
  ...(o.values !== undefined ? { values: o.values } : {}),
  min: 0,
  max: o.max ?? 12,
  priceMinor: o.price ?? 0,
  sizes: DRINK_SIZE_CODES.map((sizeCode, i) => ({ sizeCode, sku: `${productNumber}${i + 1}` })),
  caloriesPerUnit: o.cal ?? 0,
});

const cat = (id: string, name: string, kind: OptionCategoryKind, parentCategory: string, selection: 'single' | 'multiple', products: readonly OptionProduct[]): OptionCategory => ({
  id,
  name,
  kind,
  parentCategory,
  selection,
  products,
});

const LEVELS = ['None', 'Light', 'Regular', 'Extra'] as const;

/** Option product numbers other modules refer to. */
export const OPT = {
  milk2: '910001',
  milkWhole: '910002',
  milkNonfat: '910003',
  milkOat: '910004',
  milkAlmond: '910005',
  milkSoy: '910006',
  milkCoconut: '910007',
  milkBreve: '910008',
  shot: '920001',
  roast: '920002',
  vanilla: '930001',
  caramel: '930002',
  hazelnut: '930003',
  toffeeNut: '930004',
  peppermint: '930005',
  brownSugar: '930006',
  sfVanilla: '930007',
  cinnamonDolce: '930008',
  honeyOat: '930009',
  chai: '930010',
  mocha: '931001',
  whiteMocha: '931002',
  whip: '940001',
  caramelDrizzle: '940002',
  mochaDrizzle: '940003',
  sweetCreamFoam: '940004',
  chocolateFoam: '940005',
  cinnamonPowder: '940006',
  temperature: '950001',
  classic: '960001',
  honey: '960002',
  stevia: '960003',
  sugar: '960004',
  ice: '970001',
  warming: '980001',
  grind: '990001',
} as const;

export const MILK = cat('milk', 'Milk', 'milk', 'Milk', 'single', [
  opt(OPT.milk2, '2% milk', { max: 1, cal: 0 }),
  opt(OPT.milkWhole, 'Whole milk', { max: 1, cal: 20 }),
  opt(OPT.milkNonfat, 'Nonfat milk', { max: 1, cal: -30 }),
  opt(OPT.milkOat, 'Oat milk', { max: 1, price: 70, cal: 10 }),
  opt(OPT.milkAlmond, 'Almond milk', { max: 1, price: 70, cal: -40 }),
  opt(OPT.milkSoy, 'Soy milk', { max: 1, price: 70, cal: 0 }),
  opt(OPT.milkCoconut, 'Coconut milk', { max: 1, price: 70, cal: -20 }),
  opt(OPT.milkBreve, 'Breve (half & half)', { max: 1, price: 50, cal: 120 }),
]);

const SHOT = opt(OPT.shot, 'Espresso shot', { price: 100, cal: 5 });

export const ESPRESSO = cat('espresso', 'Espresso & shot options', 'espresso', 'Espresso & Shot Options', 'multiple', [
  SHOT,
  opt(OPT.roast, 'Espresso roast', { unit: 'value', values: ['Signature', 'Blonde', 'Decaf'], max: 1 }),
]);

/** The espresso options of a drink without espresso as it comes (brewed coffee, tea lattes, frappés): shots can be added, no roast to choose. */
export const ADD_SHOTS = cat('espresso', 'Espresso & shot options', 'espresso', 'Espresso & Shot Options', 'multiple', [SHOT]);

export const SYRUPS = cat('syrups', 'Syrups', 'syrup', 'Flavors', 'multiple', [
  opt(OPT.vanilla, 'Vanilla syrup', { price: 20, cal: 20 }),
  opt(OPT.caramel, 'Caramel syrup', { price: 20, cal: 20 }),
  opt(OPT.hazelnut, 'Hazelnut syrup', { price: 20, cal: 20 }),
  opt(OPT.toffeeNut, 'Toffee nut syrup', { price: 20, cal: 20 }),
  opt(OPT.peppermint, 'Peppermint syrup', { price: 20, cal: 20 }),
  opt(OPT.brownSugar, 'Brown sugar syrup', { price: 20, cal: 20 }),
  opt(OPT.sfVanilla, 'Sugar-free vanilla syrup', { price: 20, cal: 0 }),
  opt(OPT.cinnamonDolce, 'Cinnamon dolce syrup', { price: 20, cal: 20 }),
  opt(OPT.honeyOat, 'Honey oat syrup', { price: 20, cal: 20 }),
  opt(OPT.chai, 'Chai concentrate', { price: 20, cal: 25 }),
]);

export const SAUCES = cat('sauces', 'Sauces', 'syrup', 'Flavors', 'multiple', [
  opt(OPT.mocha, 'Mocha sauce', { price: 25, cal: 25 }),
  opt(OPT.whiteMocha, 'White chocolate mocha sauce', { price: 25, cal: 60 }),
]);

export const TOPPINGS = cat('toppings', 'Toppings', 'topping', 'Toppings', 'multiple', [
  opt(OPT.whip, 'Whipped cream', { unit: 'value', values: LEVELS, max: 1, cal: 0 }),
  opt(OPT.caramelDrizzle, 'Caramel drizzle', { unit: 'value', values: LEVELS, max: 1 }),
  opt(OPT.mochaDrizzle, 'Mocha drizzle', { unit: 'value', values: LEVELS, max: 1 }),
  opt(OPT.sweetCreamFoam, 'Vanilla sweet cream cold foam', { price: 125, max: 3, cal: 70 }),
  opt(OPT.chocolateFoam, 'Chocolate cream cold foam', { price: 125, max: 3, cal: 90 }),
  opt(OPT.cinnamonPowder, 'Cinnamon powder', { unit: 'value', values: LEVELS, max: 1 }),
]);

export const TEMPERATURE = cat('temperature', 'Temperature', 'temperature', 'Preparation', 'single', [
  opt(OPT.temperature, 'Temperature', { unit: 'value', values: ['Kids temp', 'Warm', 'Hot', 'Extra hot'], max: 1 }),
]);

export const SWEETENERS = cat('sweeteners', 'Sweeteners', 'sweetener', 'Add-ins', 'multiple', [
  opt(OPT.classic, 'Classic syrup', { cal: 20 }),
  opt(OPT.honey, 'Honey blend', { cal: 15 }),
  opt(OPT.stevia, 'Stevia packet', { max: 6 }),
  opt(OPT.sugar, 'Sugar packet', { max: 6, cal: 15 }),
]);

export const ICE = cat('ice', 'Ice', 'preparation', 'Preparation', 'single', [
  opt(OPT.ice, 'Ice', { unit: 'value', values: ['No ice', 'Light ice', 'Regular ice', 'Extra ice'], max: 1 }),
]);

export const WARMING = cat('warming', 'Warming', 'preparation', 'Preparation', 'single', [
  opt(OPT.warming, 'Warming', { unit: 'value', values: ['Warmed', 'Not warmed'], max: 1 }),
]);

export const GRIND = cat('grind', 'Grind', 'preparation', 'Preparation', 'single', [
  opt(OPT.grind, 'Grind', { unit: 'value', values: ['Whole bean', 'Espresso', 'Pour over', 'Coffee press', 'Drip'], max: 1 }),
]);
