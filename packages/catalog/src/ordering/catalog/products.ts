// The seeded menu: 98 products in four menus (drinks, food, at-home coffee, merchandise). Prices are the
// smallest size's, in cents; nutrition is for the smallest size (larger sizes scale it).
import type { DefaultOption } from '@crema/domain/ordering';
import type { Kind } from './kinds';
import { OPT } from './options';

export interface ProductDef {
  readonly productNumber: string;
  readonly name: string;
  /** Form codes: 'hot', 'iced', 'food', 'whole-bean', 'merch'. The iced form of a hot product is named 'Iced {name}'. */
  readonly forms: readonly string[];
  readonly kind: Kind;
  readonly menu: string;
  readonly category: string;
  readonly subcategory: string;
  readonly priceMinor: number;
  readonly calories: number;
  readonly sugarG: number;
  readonly fatG: number;
  readonly caffeineMg: number;
  /** Palette key (see palettes.ts). */
  readonly color: string;
  readonly description: string;
  readonly defaults?: readonly DefaultOption[];
  /** Always Available everywhere (featured and demo items), so the demo never starts on a sold-out latte. */
  readonly core?: boolean;
  readonly featured?: boolean;
}

const pumps = (optionProductNumber: string, hot = true): DefaultOption => ({
  optionProductNumber,
  quantityBySize: hot ? { S: 2, M: 3, L: 4, XL: 5 } : { M: 3, L: 4, XL: 6 },
});

type Row = [string, string, string, Kind, string, number, number, number, number, number, string, string, (Partial<ProductDef> | undefined)?];

// [productNumber, name, forms, kind, "menu/category/subcategory", price, kcal, sugar g, fat g, caffeine mg, color, description, extra]
const ROWS: readonly Row[] = [
  // Drinks / Hot coffees
  ['200101', 'House Blend Brewed Coffee', 'hot', 'brewed', 'drinks/hot-coffees/brewed-coffees', 245, 5, 0, 0, 180, 'brewed', 'Our balanced everyday medium roast, brewed fresh all day.', { core: true }],
  ['200102', 'Dark Roast Brewed Coffee', 'hot', 'brewed', 'drinks/hot-coffees/brewed-coffees', 245, 5, 0, 0, 170, 'dark', 'Bold and smoky, with a lingering cocoa finish.'],
  ['200103', 'Blonde Roast Brewed Coffee', 'hot', 'brewed', 'drinks/hot-coffees/brewed-coffees', 245, 5, 0, 0, 200, 'blonde', 'A lighter roast: mellow, bright and sweet.'],
  ['200104', 'Decaf Brewed Coffee', 'hot', 'brewed', 'drinks/hot-coffees/brewed-coffees', 245, 5, 0, 0, 15, 'brewed', 'All the flavor of our house blend, without the caffeine.'],
  ['200105', 'Caffè Misto', 'hot', 'brewed', 'drinks/hot-coffees/brewed-coffees', 325, 70, 6, 3, 110, 'latte', 'Brewed coffee and steamed milk, one to one.'],
  ['200201', 'Caffè Latte', 'hot,iced', 'espressoMilk', 'drinks/hot-coffees/lattes', 395, 110, 10, 4, 75, 'latte', 'Rich espresso with steamed milk and a light layer of foam.', { core: true, featured: true }],
  ['200202', 'Vanilla Latte', 'hot', 'espressoMilk', 'drinks/hot-coffees/lattes', 445, 160, 24, 4, 75, 'latte', 'Our latte with vanilla syrup.', { defaults: [pumps(OPT.vanilla)] }],
  ['200203', 'Blonde Vanilla Latte', 'hot', 'espressoMilk', 'drinks/hot-coffees/lattes', 445, 160, 24, 4, 85, 'blonde', 'Blonde espresso, vanilla and steamed milk.', { defaults: [pumps(OPT.vanilla)] }],
  ['200204', 'Cinnamon Dolce Latte', 'hot', 'espressoMilk', 'drinks/hot-coffees/lattes', 465, 190, 30, 6, 75, 'latte', 'Cinnamon dolce syrup, espresso and milk, with a dusting of cinnamon.', { defaults: [pumps(OPT.cinnamonDolce)] }],
  ['200205', 'Honey Oat Latte', 'hot', 'espressoMilk', 'drinks/hot-coffees/lattes', 485, 150, 18, 4, 85, 'oat', 'Blonde espresso and oat milk with honey oat syrup.', { defaults: [pumps(OPT.honeyOat)] }],
  ['200206', 'Hazelnut Latte', 'hot', 'espressoMilk', 'drinks/hot-coffees/lattes', 445, 160, 24, 4, 75, 'latte', 'Toasty hazelnut syrup in our classic latte.', { defaults: [pumps(OPT.hazelnut)] }],
  ['200301', 'Cappuccino', 'hot', 'espressoMilk', 'drinks/hot-coffees/cappuccinos', 395, 80, 7, 3, 75, 'cappuccino', 'Espresso under a deep layer of airy milk foam.', { core: true }],
  ['200302', 'Oat Milk Cappuccino', 'hot', 'espressoMilk', 'drinks/hot-coffees/cappuccinos', 465, 90, 5, 3, 75, 'oat', 'Our cappuccino made with creamy oat milk.'],
  ['200401', 'Caramel Macchiato', 'hot,iced', 'espressoMilk', 'drinks/hot-coffees/macchiatos', 475, 170, 25, 5, 75, 'caramel', 'Vanilla, steamed milk, espresso and a crosshatch of caramel drizzle.', { featured: true, core: true, defaults: [pumps(OPT.vanilla), { optionProductNumber: OPT.caramelDrizzle, value: 'Regular' }] }],
  ['200402', 'Espresso Macchiato', 'hot', 'shot', 'drinks/hot-coffees/macchiatos', 265, 10, 0, 0, 75, 'espresso', 'Espresso marked with a dollop of foam.'],
  ['200403', 'Hazelnut Oat Macchiato', 'hot', 'espressoMilk', 'drinks/hot-coffees/macchiatos', 495, 180, 24, 5, 85, 'oat', 'Oat milk, hazelnut and blonde espresso, layered.', { defaults: [pumps(OPT.hazelnut)] }],
  ['200501', 'Caffè Mocha', 'hot,iced', 'espressoMilk', 'drinks/hot-coffees/mochas', 465, 220, 25, 9, 95, 'mocha', 'Espresso, mocha sauce and steamed milk, topped with whipped cream.', { defaults: [pumps(OPT.mocha), { optionProductNumber: OPT.whip, value: 'Regular' }] }],
  ['200502', 'White Chocolate Mocha', 'hot', 'espressoMilk', 'drinks/hot-coffees/mochas', 485, 280, 40, 11, 75, 'white', 'White chocolate sauce, espresso and milk with whipped cream.', { defaults: [pumps(OPT.whiteMocha), { optionProductNumber: OPT.whip, value: 'Regular' }] }],
  ['200503', 'Peppermint Mocha', 'hot', 'espressoMilk', 'drinks/hot-coffees/mochas', 495, 250, 36, 9, 95, 'mocha', 'Mocha with peppermint syrup and chocolate curls.', { defaults: [pumps(OPT.mocha), pumps(OPT.peppermint), { optionProductNumber: OPT.whip, value: 'Regular' }] }],
  ['200601', 'Caffè Americano', 'hot,iced', 'americano', 'drinks/hot-coffees/americanos', 325, 10, 0, 0, 150, 'espresso', 'Espresso shots topped with hot water for a light layer of crema.', { core: true }],
  ['200701', 'Flat White', 'hot', 'espressoMilk', 'drinks/hot-coffees/flat-whites', 455, 120, 11, 6, 130, 'latte', 'Ristretto shots and whole milk, microfoamed to a velvety finish.', { defaults: [{ optionProductNumber: OPT.milkWhole, quantity: 1 }] }],
  ['200702', 'Honey Almond Flat White', 'hot', 'espressoMilk', 'drinks/hot-coffees/flat-whites', 485, 110, 14, 4, 130, 'oat', 'Ristretto shots, almond milk and a touch of honey.'],
  ['200801', 'Espresso', 'hot', 'shot', 'drinks/hot-coffees/espresso-shots', 225, 5, 0, 0, 75, 'espresso', 'Our signature roast, pulled short.'],
  ['200802', 'Espresso con Panna', 'hot', 'shot', 'drinks/hot-coffees/espresso-shots', 265, 30, 1, 2, 75, 'espresso', 'Espresso with a cap of whipped cream.'],
  ['200803', 'Cortado', 'hot', 'shot', 'drinks/hot-coffees/espresso-shots', 345, 60, 5, 3, 130, 'cappuccino', 'Equal parts espresso and warm milk.'],
  // Drinks / Cold coffees
  ['201101', 'Cold Brew', 'iced', 'coldBrew', 'drinks/cold-coffees/cold-brews', 395, 5, 0, 0, 155, 'coldbrew', 'Slow-steeped for 20 hours for a smooth, naturally sweet cup.', { core: true }],
  ['201102', 'Vanilla Sweet Cream Cold Brew', 'iced', 'coldBrew', 'drinks/cold-coffees/cold-brews', 475, 110, 14, 5, 155, 'coldbrew', 'Cold brew topped with a float of house-made vanilla sweet cream.', { featured: true, core: true, defaults: [pumps(OPT.vanilla, false)] }],
  ['201103', 'Salted Caramel Cream Cold Brew', 'iced', 'coldBrew', 'drinks/cold-coffees/cold-brews', 495, 220, 24, 12, 155, 'caramel', 'Cold brew under salted caramel cold foam.', { defaults: [{ optionProductNumber: OPT.sweetCreamFoam, quantity: 1 }] }],
  ['201104', 'Nitro Cold Brew', 'iced', 'coldBrew', 'drinks/cold-coffees/cold-brews', 495, 5, 0, 0, 215, 'coldbrew', 'Cold brew infused with nitrogen for a creamy, cascading pour.'],
  ['201201', 'Iced Brown Sugar Oat Shaken Espresso', 'iced', 'icedEspresso', 'drinks/cold-coffees/shaken-espresso', 525, 120, 13, 3, 255, 'oat', 'Blonde espresso shaken with brown sugar and cinnamon, topped with oat milk.', { featured: true, core: true, defaults: [pumps(OPT.brownSugar, false), { optionProductNumber: OPT.milkOat, quantity: 1 }] }],
  ['201202', 'Iced Chocolate Almond Shaken Espresso', 'iced', 'icedEspresso', 'drinks/cold-coffees/shaken-espresso', 525, 110, 11, 3, 255, 'mocha', 'Blonde espresso shaken with chocolate malt, topped with almond milk.', { defaults: [{ optionProductNumber: OPT.milkAlmond, quantity: 1 }] }],
  ['201203', 'Iced Toasted Vanilla Shaken Espresso', 'iced', 'icedEspresso', 'drinks/cold-coffees/shaken-espresso', 525, 130, 15, 3, 255, 'blonde', 'Blonde espresso, toasted vanilla and oat milk.', { defaults: [pumps(OPT.vanilla, false), { optionProductNumber: OPT.milkOat, quantity: 1 }] }],
  ['201301', 'Iced Coffee', 'iced', 'icedCoffee', 'drinks/cold-coffees/iced-coffees', 325, 60, 14, 0, 120, 'coldbrew', 'Freshly brewed and served chilled over ice, lightly sweetened.'],
  ['201302', 'Iced Coffee with Milk', 'iced', 'icedCoffee', 'drinks/cold-coffees/iced-coffees', 355, 90, 16, 2, 120, 'latte', 'Our iced coffee with a splash of 2% milk.'],
  // Drinks / Blended
  ['202101', 'Mocha Frappé', 'iced', 'blended', 'drinks/blended/coffee-frappes', 495, 290, 50, 11, 90, 'mocha', 'Coffee, mocha sauce, milk and ice, blended and topped with whipped cream.', { defaults: [pumps(OPT.mocha, false)] }],
  ['202102', 'Caramel Frappé', 'iced', 'blended', 'drinks/blended/coffee-frappes', 495, 300, 52, 11, 90, 'caramel', 'Caramel syrup, coffee, milk and ice with caramel drizzle.', { defaults: [pumps(OPT.caramel, false), { optionProductNumber: OPT.caramelDrizzle, value: 'Regular' }] }],
  ['202103', 'Coffee Frappé', 'iced', 'blended', 'drinks/blended/coffee-frappes', 455, 180, 36, 2, 90, 'latte', 'Coffee, milk and ice, blended smooth.'],
  ['202104', 'Java Chip Frappé', 'iced', 'blended', 'drinks/blended/coffee-frappes', 525, 340, 56, 14, 100, 'mocha', 'Mocha sauce and chocolate chips blended with coffee.', { defaults: [pumps(OPT.mocha, false)] }],
  ['202201', 'Vanilla Bean Crème Frappé', 'iced', 'blended', 'drinks/blended/creme-frappes', 455, 280, 52, 11, 0, 'white', 'Vanilla bean, milk and ice, blended and topped with whipped cream.'],
  ['202202', 'Strawberry Crème Frappé', 'iced', 'blended', 'drinks/blended/creme-frappes', 475, 300, 56, 11, 0, 'berry', 'Strawberry purée layered with a vanilla crème base.'],
  ['202203', 'Double Chocolate Chip Crème Frappé', 'iced', 'blended', 'drinks/blended/creme-frappes', 495, 330, 58, 14, 15, 'mocha', 'Mocha sauce and chocolate chips, no coffee.'],
  // Drinks / Hot teas
  ['203101', 'Chai Tea Latte', 'hot,iced', 'teaLatte', 'drinks/hot-teas/chai', 445, 160, 30, 3, 70, 'chai', 'Black tea with cinnamon, clove and warming spices, with steamed milk.', { defaults: [pumps(OPT.chai)] }],
  ['203102', 'Dirty Chai Latte', 'hot', 'teaLatte', 'drinks/hot-teas/chai', 495, 170, 30, 3, 145, 'chai', 'Our chai latte with a shot of espresso.', { defaults: [pumps(OPT.chai), { optionProductNumber: OPT.shot, quantity: 1 }, { optionProductNumber: OPT.roast, value: 'Signature' }] }],
  ['203201', 'Matcha Tea Latte', 'hot,iced', 'teaLatte', 'drinks/hot-teas/green-teas', 465, 140, 22, 4, 55, 'matcha', 'Smooth matcha green tea with steamed milk.'],
  ['203202', 'Jade Mist Green Tea', 'hot', 'tea', 'drinks/hot-teas/green-teas', 275, 0, 0, 0, 25, 'green', 'Green tea with a sweet, grassy aroma.'],
  ['203301', 'London Fog Latte', 'hot', 'teaLatte', 'drinks/hot-teas/black-teas', 445, 140, 21, 4, 40, 'chai', 'Earl grey, vanilla and steamed milk.', { defaults: [pumps(OPT.vanilla)] }],
  ['203302', 'Royal English Breakfast Tea', 'hot', 'tea', 'drinks/hot-teas/black-teas', 275, 0, 0, 0, 40, 'tea', 'A bright, full-bodied black tea.'],
  ['203401', 'Peppermint Meadow Herbal Tea', 'hot', 'tea', 'drinks/hot-teas/herbal-teas', 275, 0, 0, 0, 0, 'mint', 'Spearmint and peppermint with a hint of lemon verbena.'],
  ['203402', 'Chamomile Honey Tea', 'hot', 'tea', 'drinks/hot-teas/herbal-teas', 295, 20, 5, 0, 0, 'lemon', 'Chamomile blossoms with a touch of honey.', { defaults: [{ optionProductNumber: OPT.honey, quantity: 1 }] }],
  // Drinks / Cold drinks
  ['204101', 'Iced Black Tea', 'iced', 'icedTea', 'drinks/cold-drinks/iced-teas', 295, 60, 15, 0, 25, 'tea', 'Black tea shaken with ice and lightly sweetened.'],
  ['204102', 'Iced Green Tea Lemonade', 'iced', 'icedTea', 'drinks/cold-drinks/iced-teas', 345, 90, 22, 0, 20, 'green', 'Green tea shaken with lemonade and ice.'],
  ['204103', 'Iced Peach Green Tea', 'iced', 'icedTea', 'drinks/cold-drinks/iced-teas', 345, 70, 17, 0, 20, 'peach', 'Green tea with peach juice, shaken with ice.'],
  ['204201', 'Strawberry Açaí Refresher', 'iced', 'icedTea', 'drinks/cold-drinks/refreshers', 445, 80, 17, 0, 35, 'berry', 'Strawberry and açaí with real fruit pieces, shaken with ice.', { featured: true, core: true }],
  ['204202', 'Mango Dragonfruit Refresher', 'iced', 'icedTea', 'drinks/cold-drinks/refreshers', 445, 80, 18, 0, 35, 'dragonfruit', 'Sweet mango and dragonfruit with dragonfruit pieces.'],
  ['204203', 'Berry Coconut Refresher', 'iced', 'icedTea', 'drinks/cold-drinks/refreshers', 495, 110, 18, 2, 35, 'berry', 'Strawberry açaí with creamy coconut milk.'],
  ['204301', 'Lemonade', 'iced', 'icedTea', 'drinks/cold-drinks/lemonade', 325, 90, 22, 0, 0, 'lemon', 'Sweet, tart and freshly shaken.'],
  ['205101', 'Hot Chocolate', 'hot', 'chocolate', 'drinks/hot-chocolate/hot-chocolates', 395, 250, 32, 10, 20, 'mocha', 'Mocha sauce and steamed milk with whipped cream.'],
  ['205102', 'White Hot Chocolate', 'hot', 'chocolate', 'drinks/hot-chocolate/hot-chocolates', 415, 290, 44, 11, 0, 'white', 'White chocolate sauce and steamed milk with whipped cream.'],
  ['205103', 'Steamed Milk', 'hot', 'chocolate', 'drinks/hot-chocolate/steamers', 275, 130, 12, 5, 0, 'white', 'Simply steamed 2% milk.'],
  ['205104', 'Vanilla Crème', 'hot', 'chocolate', 'drinks/hot-chocolate/steamers', 345, 200, 28, 7, 0, 'white', 'Steamed milk with vanilla syrup and whipped cream.', { defaults: [pumps(OPT.vanilla)] }],
  // Food
  ['300101', 'Bacon, Gouda & Egg Sandwich', 'food', 'foodWarm', 'food/breakfast/breakfast-sandwiches', 545, 360, 2, 18, 0, 'bread', 'Applewood-smoked bacon, aged gouda and a parmesan frittata on an artisan roll.', { featured: true, core: true }],
  ['300102', 'Turkey Bacon & Egg White Sandwich', 'food', 'foodWarm', 'food/breakfast/breakfast-sandwiches', 525, 230, 2, 5, 0, 'bread', 'Turkey bacon, egg whites and white cheddar on a wheat muffin.'],
  ['300103', 'Spinach & Feta Wrap', 'food', 'foodWarm', 'food/breakfast/breakfast-sandwiches', 495, 290, 4, 8, 0, 'wrap', 'Egg whites, spinach, feta and tomatoes in a whole-wheat wrap.'],
  ['300104', 'Sausage, Cheddar & Egg Sandwich', 'food', 'foodWarm', 'food/breakfast/breakfast-sandwiches', 495, 480, 2, 29, 0, 'bread', 'Savory pork sausage, egg and cheddar on an English muffin.'],
  ['300105', 'Plant Sausage & Egg Sandwich', 'food', 'foodWarm', 'food/breakfast/breakfast-sandwiches', 575, 420, 4, 22, 0, 'bread', 'A plant-based sausage patty, egg and cheddar on ciabatta.'],
  ['300201', 'Rolled & Steel-Cut Oatmeal', 'food', 'foodCold', 'food/breakfast/oatmeal-yogurt', 395, 160, 0, 2.5, 0, 'oat', 'Whole-grain oats with your choice of toppings.'],
  ['300202', 'Berry Yogurt Parfait', 'food', 'foodCold', 'food/breakfast/oatmeal-yogurt', 445, 250, 26, 6, 0, 'berry', 'Greek yogurt layered with berries and granola.'],
  ['300301', 'Butter Croissant', 'food', 'foodBakery', 'food/bakery/croissants', 345, 260, 5, 14, 0, 'pastry', 'Flaky, buttery and baked golden.', { featured: true, core: true }],
  ['300302', 'Chocolate Croissant', 'food', 'foodBakery', 'food/bakery/croissants', 395, 300, 12, 16, 5, 'pastry', 'Our croissant wrapped around two bars of dark chocolate.'],
  ['300303', 'Ham & Swiss Croissant', 'food', 'foodWarm', 'food/bakery/croissants', 495, 320, 3, 16, 0, 'pastry', 'Ham and swiss cheese baked inside a flaky croissant.'],
  ['300401', 'Blueberry Muffin', 'food', 'foodBakery', 'food/bakery/muffins-loaves', 345, 360, 33, 15, 0, 'berry', 'Bursting with blueberries and topped with a sugar crumble.'],
  ['300402', 'Banana Walnut Loaf', 'food', 'foodBakery', 'food/bakery/muffins-loaves', 365, 410, 30, 19, 0, 'bread', 'Moist banana bread with walnuts and pecans.'],
  ['300403', 'Iced Lemon Loaf', 'food', 'foodBakery', 'food/bakery/muffins-loaves', 365, 470, 42, 20, 0, 'lemon', 'Citrusy pound cake with lemon icing.'],
  ['300404', 'Pumpkin Loaf', 'food', 'foodBakery', 'food/bakery/muffins-loaves', 365, 410, 39, 15, 0, 'pumpkin', 'Pumpkin spice bread topped with pepitas.', { featured: true }],
  ['300501', 'Chocolate Chip Cookie', 'food', 'foodBakery', 'food/bakery/cookies-bars', 275, 370, 28, 18, 10, 'pastry', 'Chewy, with semi-sweet chocolate chunks.'],
  ['300502', 'Marshmallow Crispy Bar', 'food', 'snack', 'food/bakery/cookies-bars', 245, 230, 15, 5, 0, 'white', 'Crispy rice and marshmallow, pressed into a bar.'],
  ['300503', 'Birthday Cake Pop', 'food', 'snack', 'food/bakery/cookies-bars', 295, 160, 18, 8, 0, 'berry', 'Vanilla cake and icing dipped in pink chocolate.'],
  ['300601', 'Eggs & Cheddar Protein Box', 'food', 'foodCold', 'food/lunch/protein-boxes', 645, 460, 18, 24, 0, 'box', 'Cage-free eggs, cheddar, apples, grapes and multigrain muffin bread.'],
  ['300602', 'Chicken & Hummus Protein Box', 'food', 'foodCold', 'food/lunch/protein-boxes', 695, 300, 8, 11, 0, 'box', 'Grilled chicken, hummus, cucumbers, tomatoes and naan.'],
  ['300701', 'Tomato & Mozzarella Panini', 'food', 'foodWarm', 'food/lunch/warm-sandwiches', 745, 380, 4, 16, 0, 'bread', 'Roasted tomatoes, mozzarella, spinach and basil pesto on focaccia.'],
  ['300702', 'Turkey & Pesto Panini', 'food', 'foodWarm', 'food/lunch/warm-sandwiches', 775, 520, 3, 23, 0, 'bread', 'Turkey, provolone and basil pesto on ciabatta.'],
  ['300801', 'Sea Salt Kettle Chips', 'food', 'snack', 'food/snacks/snacks', 225, 220, 0, 12, 0, 'lemon', 'Thick-cut and crunchy.'],
  ['300802', 'Trail Mix', 'food', 'snack', 'food/snacks/snacks', 295, 350, 19, 22, 0, 'pastry', 'Almonds, cranberries, cashews and dark chocolate.'],
  ['300803', 'Dark Chocolate Almonds', 'food', 'snack', 'food/snacks/snacks', 325, 280, 15, 20, 10, 'mocha', 'Roasted almonds covered in dark chocolate.'],
  // At-home coffee
  ['400101', 'Morning Light Blonde Roast', 'whole-bean', 'beans', 'at-home-coffee/whole-bean/blonde-roast', 1495, 5, 0, 0, 0, 'blonde', 'Soft cocoa and lightly toasted nut notes.'],
  ['400201', 'House Blend', 'whole-bean', 'beans', 'at-home-coffee/whole-bean/medium-roast', 1495, 5, 0, 0, 0, 'brewed', 'Balanced, with notes of nuts and cocoa.', { core: true }],
  ['400202', 'Colombia Single-Origin', 'whole-bean', 'beans', 'at-home-coffee/whole-bean/medium-roast', 1595, 5, 0, 0, 0, 'brewed', 'Juicy, with a nutty finish.'],
  ['400203', 'Breakfast Blend', 'whole-bean', 'beans', 'at-home-coffee/whole-bean/medium-roast', 1495, 5, 0, 0, 0, 'blonde', 'Bright and tangy with a clean finish.'],
  ['400301', 'Espresso Roast', 'whole-bean', 'beans', 'at-home-coffee/whole-bean/dark-roast', 1495, 5, 0, 0, 0, 'espresso', 'Rich with molasses and caramel sweetness.'],
  ['400302', 'French Roast', 'whole-bean', 'beans', 'at-home-coffee/whole-bean/dark-roast', 1495, 5, 0, 0, 0, 'dark', 'Intensely smoky and light-bodied.'],
  ['400303', 'Sumatra', 'whole-bean', 'beans', 'at-home-coffee/whole-bean/dark-roast', 1595, 5, 0, 0, 0, 'dark', 'Earthy and herbal, full-bodied.'],
  ['400401', 'Instant Medium Roast Sticks', 'whole-bean', 'beans', 'at-home-coffee/instant/instant-coffee', 995, 5, 0, 0, 0, 'brewed', 'Eight single-serve sticks: just add hot water.'],
  // Merchandise
  ['500101', 'Classic Ceramic Mug, 12 oz', 'merch', 'mug', 'merchandise/drinkware/mugs', 1495, 0, 0, 0, 0, 'mugwhite', 'A sturdy everyday mug in glossy white.'],
  ['500102', 'Speckled Ceramic Mug, 16 oz', 'merch', 'mug', 'merchandise/drinkware/mugs', 1795, 0, 0, 0, 0, 'mugsand', 'Hand-glazed stoneware with a speckled finish.'],
  ['500201', 'Stainless Steel Tumbler, 16 oz', 'merch', 'tumbler', 'merchandise/drinkware/tumblers', 2495, 0, 0, 0, 0, 'steel', 'Double-walled to keep drinks hot or cold for hours.'],
  ['500202', 'Travel Press, 12 oz', 'merch', 'tumbler', 'merchandise/drinkware/tumblers', 2995, 0, 0, 0, 0, 'green', 'Brew and sip from the same vacuum-insulated press.'],
  ['500301', 'Reusable Cold Cup, 24 oz', 'merch', 'coldCup', 'merchandise/drinkware/cold-cups', 1995, 0, 0, 0, 0, 'berry', 'Double-walled plastic with a reusable straw.'],
  ['500302', 'Shimmer Cold Cup, 24 oz', 'merch', 'coldCup', 'merchandise/drinkware/cold-cups', 2495, 0, 0, 0, 0, 'dragonfruit', 'A sparkling cold cup for iced favorites.'],
];

export const PRODUCT_DEFS: readonly ProductDef[] = ROWS.map(([productNumber, name, forms, kind, path, priceMinor, calories, sugarG, fatG, caffeineMg, color, description, extra]) => {
  const [menu = '', category = '', subcategory = ''] = path.split('/');
  return { productNumber, name, forms: forms.split(','), kind, menu, category, subcategory, priceMinor, calories, sugarG, fatG, caffeineMg, color, description, ...extra };
});
