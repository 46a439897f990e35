// Menu navigation rules (spec sections 2 and 8): /menu/{menu}/{category}/{subcategory} lookups.
import { left, right, type Either } from 'fp-ts/Either';
import type { Category, Menu, MenuCatalog, Subcategory } from './catalog-model';
import { categoryNotFound, type OrderingFailure } from '../errors';

export interface CategoryPage {
  readonly menu: Menu;
  readonly category: Category;
  /** The subcategories shown: the one asked for, or all of the category. */
  readonly subcategories: readonly Subcategory[];
}

/** The page for a menu route; 'We could not find this category.' (404) when any segment is unknown. */
export const findCategoryPage = (
  catalog: MenuCatalog,
  menuUri: string,
  categoryUri: string,
  subcategoryUri?: string,
): Either<OrderingFailure, CategoryPage> => {
  const menu = catalog.menus.find((m) => m.uri === menuUri);
  const category = menu?.categories.find((c) => c.uri === categoryUri);
  if (menu === undefined || category === undefined) return left(categoryNotFound());
  if (subcategoryUri === undefined) return right({ menu, category, subcategories: category.subcategories });
  const sub = category.subcategories.find((s) => s.uri === subcategoryUri);
  return sub === undefined ? left(categoryNotFound()) : right({ menu, category, subcategories: [sub] });
};

/** Is a catalog empty (no product anywhere)? Spec: an empty menu is a 404 'We could not find any menus.' */
export const isCatalogEmpty = (c: MenuCatalog): boolean =>
  c.menus.every((m) => m.categories.every((cat) => cat.subcategories.every((s) => s.products.length === 0)));
