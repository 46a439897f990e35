// Product artwork as images of their own (the domain's ProductArtwork: "the fake serves an SVG data URI; a real
// server an image URL"): the server's menus and product details name GET {ORDERING_PATH}/artwork/{n}/{form}
// (the domain's wire entry: menuWithArtworkUrls), which answers the catalog's SVG, cached by the browser. A menu
// answer is a third of the size it would be with every drawing inline, and a drawing is fetched once however
// many pages show it.
import type { FastifyInstance } from 'fastify';
import { domainError, ErrorCodes } from '@crema/domain';
import { ORDERING_PATH } from '@crema/domain/ordering/wire';
import { findEntry } from '@crema/catalog/ordering';
import { DomainFailure } from '../http/failure';

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
