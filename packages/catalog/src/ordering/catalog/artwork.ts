// Generated product art: one SVG per product in a fixed 120x120 box, so an image never shifts the layout; the
// drawing itself (one per product family, varied per product) is illustration.ts's.
import type { ArtworkPalette, ArtworkShape, ProductArtwork } from '@crema/domain/ordering';

const cache = new Map<string, string>();

/** The SVG markup of an artwork (120x120 view box). */
export const artworkSvg = (drawing: string, p: ArtworkPalette, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img"><title>${escapeXml(title)}</title>` +
  `<rect width="120" height="120" rx="16" fill="${p.background}"/>${drawing}</svg>`;

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A product's artwork descriptor with its SVG as a data URI (drawn once per product form, on first use). */
export const makeArtwork = (key: string, shape: ArtworkShape, palette: ArtworkPalette, name: string, draw: () => string): ProductArtwork => {
  let url = cache.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artworkSvg(draw(), palette, name))}`;
    cache.set(key, url);
  }
  return { shape, palette, aspectRatio: 1, imageUrl: url, alt: name };
};
