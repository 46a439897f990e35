// The menu: catalogue model, category pages, a product's customization draft, and the load-menus and
// load-product use cases.
export { formIdOf, NONE_VALUE } from './catalog-model';
export type {
  ArtworkPalette,
  ArtworkShape,
  Category,
  DefaultOption,
  ItemAvailability,
  Menu,
  MenuCatalog,
  MenuPath,
  Nutrition,
  OptionCategory,
  OptionCategoryKind,
  OptionEntry,
  OptionProduct,
  OptionSize,
  PreviousItemAvailability,
  ProductArtwork,
  ProductDetails,
  ProductForm,
  ProductSize,
  ProductSummary,
  ProductType,
  Subcategory,
  UnitOfMeasure,
} from './catalog-model';
export { findCategoryPage, isCatalogEmpty } from './catalog-rules';
export type { CategoryPage } from './catalog-rules';
export {
  boundsOf,
  cartInputOf,
  changedIn,
  customizedOptionsOf,
  draftOfItem,
  draftOfOptions,
  initialDraft,
  quantityOf,
  selectedOptionsOf,
  singleChoiceOf,
  valueOf,
  withOptionQuantity,
  withOptionValue,
  withQuantity,
  withSingleChoice,
  withSize,
} from './customization-rules';
export type { Choice, Draft } from './customization-rules';
export { isPreparedProduct, tileFactsOf } from './product-facts';
export type { TileFacts } from './product-facts';
export { makeLoadMenus } from './load-menus';
export type { LoadMenus, LoadMenusDeps, MenuView } from './load-menus';
export { makeLoadProduct } from './load-product';
export type { LoadProductDeps, ProductQuery } from './load-product';
