// Where the server serves each product's artwork (the domain's ProductArtwork: "the fake serves an SVG data
// URI; a real server an image URL"): GET {ORDERING_PATH}/artwork/{n}/{form}. The server's menus and product
// details name these; the web build names the same in the menu a first view comes with.
import type { MenuCatalog, ProductArtwork, ProductDetails, ProductSummary } from '../menu';
import { ORDERING_PATH } from '../codecs';

export const artworkPath = (productNumber: string, formCode: string): string =>
  `${ORDERING_PATH}/artwork/${encodeURIComponent(productNumber)}/${encodeURIComponent(formCode)}`;

const linked = (a: ProductArtwork, productNumber: string, formCode: string): ProductArtwork => ({ ...a, imageUrl: artworkPath(productNumber, formCode) });

const summaryWithUrl = (p: ProductSummary): ProductSummary => ({ ...p, artwork: linked(p.artwork, p.productNumber, p.formCode) });

export const menuWithArtworkUrls = (m: MenuCatalog): MenuCatalog => ({
  ...m,
  featured: m.featured.map(summaryWithUrl),
  menus: m.menus.map((menu) => ({
    ...menu,
    categories: menu.categories.map((c) => ({ ...c, subcategories: c.subcategories.map((s) => ({ ...s, products: s.products.map(summaryWithUrl) })) })),
  })),
});

export const detailsWithArtworkUrl = (d: ProductDetails): ProductDetails => ({ ...d, artwork: linked(d.artwork, d.productNumber, d.formCode) });
