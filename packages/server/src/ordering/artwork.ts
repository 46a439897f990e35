// Product artwork as images of their own (the domain's ProductArtwork: "the fake serves an SVG data URI; a real
// server an image URL"): the server's menus and product details name GET {ORDERING_PATH}/artwork/{n}/{form},
// which answers the catalog's SVG, cached by the browser. A menu answer is a third of the size it would be
// with every drawing inline, and a drawing is fetched once however many pages show it.
import type { FastifyInstance } from 'fastify';
import { domainError, ErrorCodes } from '@crema/domain';
import type { MenuCatalog, ProductArtwork, ProductDetails, ProductSummary } from '@crema/domain/ordering';
import { ORDERING_PATH } from '@crema/domain/ordering/wire';
import { findEntry } from '@crema/catalog/ordering';
import { DomainFailure } from '../http/failure';

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

const SVG_DATA = 'data:image/svg+xml;charset=utf-8,';

export const registerArtwork = (app: FastifyInstance): void => {
  app.get<{ Params: { productNumber: string; formCode: string } }>(`${ORDERING_PATH}/artwork/:productNumber/:formCode`, async (req, reply) => {
    const url = findEntry(req.params.productNumber, req.params.formCode)?.details.artwork.imageUrl;
    if (url === undefined || !url.startsWith(SVG_DATA)) throw new DomainFailure(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(decodeURIComponent(url.slice(SVG_DATA.length)));
  });
};
