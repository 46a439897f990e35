// Generated product art: one SVG per product, drawn from a shape and a palette in a fixed 120x120 box, so
// an image never shifts the layout and every product of a kind looks like part of one set.
import type { ArtworkPalette, ArtworkShape, ProductArtwork } from '@crema/domain/ordering';

const cupBody = (p: ArtworkPalette): string =>
  `<path d="M38 34h44l-6 68a6 6 0 0 1-6 5H50a6 6 0 0 1-6-5z" fill="${p.primary}"/>` +
  `<path d="M40 56h40l-2.5 26h-35z" fill="${p.secondary}"/>` +
  `<circle cx="60" cy="69" r="7" fill="${p.accent}"/>`;

/** The drink colour of a clear cup: palettes of paper-cup drinks keep the cup white and the drink second. */
const liquid = (p: ArtworkPalette): string => (p.primary.toLowerCase() === '#ffffff' ? p.secondary : p.primary);

const shapes: Readonly<Record<ArtworkShape, (p: ArtworkPalette) => string>> = {
  'cup-hot': (p) => `${cupBody(p)}<rect x="34" y="26" width="52" height="9" rx="3" fill="${p.accent}"/><rect x="44" y="20" width="32" height="7" rx="3" fill="${p.accent}"/>`,
  'cup-iced': (p) =>
    `<path d="M36 38h48l-6 64a6 6 0 0 1-6 5H48a6 6 0 0 1-6-5z" fill="#ffffff" opacity="0.55"/>` +
    `<path d="M39 52h42l-4.6 50a5 5 0 0 1-5 4.5H48.6a5 5 0 0 1-5-4.5z" fill="${liquid(p)}"/>` +
    `<rect x="46" y="58" width="10" height="10" rx="2" fill="#ffffff" opacity="0.6"/><rect x="62" y="64" width="10" height="10" rx="2" fill="#ffffff" opacity="0.6"/>` +
    `<path d="M36 38a24 10 0 0 1 48 0z" fill="${p.accent}"/><rect x="63" y="10" width="5" height="34" rx="2" fill="${p.secondary}" transform="rotate(12 65 27)"/>`,
  'cup-blended': (p) =>
    `<path d="M38 42h44l-6 60a6 6 0 0 1-6 5H50a6 6 0 0 1-6-5z" fill="${liquid(p)}"/>` +
    `<path d="M36 44c0-14 10-20 24-20s24 6 24 20z" fill="#fffaf2"/><path d="M44 34c6 4 14 5 24 0" stroke="${p.accent}" stroke-width="3" fill="none"/>` +
    `<rect x="57" y="8" width="5" height="24" rx="2" fill="${p.accent}"/>`,
  bottle: (p) => `<rect x="46" y="18" width="28" height="12" rx="3" fill="${p.accent}"/><path d="M42 34h36v66a8 8 0 0 1-8 8H50a8 8 0 0 1-8-8z" fill="${p.primary}"/><rect x="42" y="56" width="36" height="22" fill="${p.secondary}"/>`,
  pastry: (p) =>
    `<path d="M18 78c8-30 76-30 84 0c-10 10-74 10-84 0z" fill="${p.primary}"/>` +
    `<path d="M34 62c8 6 12 14 10 22M60 56v28M86 62c-8 6-12 14-10 22" stroke="${p.secondary}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="60" cy="90" rx="44" ry="6" fill="${p.accent}" opacity="0.35"/>`,
  sandwich: (p) =>
    `<path d="M20 58c0-14 80-14 80 0v6H20z" fill="${p.primary}"/><rect x="18" y="64" width="84" height="8" rx="3" fill="${p.accent}"/>` +
    `<rect x="20" y="72" width="80" height="8" rx="3" fill="${p.secondary}"/><path d="M20 80h80v6c0 6-80 6-80 0z" fill="${p.primary}"/>`,
  bowl: (p) => `<ellipse cx="60" cy="56" rx="40" ry="10" fill="${p.secondary}"/><path d="M20 56h80c0 26-18 40-40 40S20 82 20 56z" fill="${p.primary}"/><circle cx="48" cy="53" r="4" fill="${p.accent}"/><circle cx="64" cy="55" r="4" fill="${p.accent}"/><circle cx="74" cy="52" r="3" fill="${p.accent}"/>`,
  bag: (p) =>
    `<path d="M34 24h52l6 84H28z" fill="${p.primary}"/><rect x="34" y="20" width="52" height="8" fill="${p.accent}"/>` +
    `<rect x="40" y="52" width="40" height="32" rx="4" fill="${p.secondary}"/><ellipse cx="60" cy="68" rx="7" ry="10" fill="${p.accent}"/><path d="M60 59v18" stroke="${p.secondary}" stroke-width="2"/>`,
  mug: (p) => `<path d="M30 36h48v52a12 12 0 0 1-12 12H42a12 12 0 0 1-12-12z" fill="${p.primary}"/><path d="M78 48h8a10 10 0 0 1 0 24h-8" stroke="${p.primary}" stroke-width="7" fill="none"/><rect x="30" y="52" width="48" height="10" fill="${p.secondary}"/><ellipse cx="54" cy="36" rx="24" ry="5" fill="${p.accent}"/>`,
  tumbler: (p) => `<rect x="42" y="16" width="36" height="12" rx="4" fill="${p.accent}"/><path d="M40 28h40l-4 78a4 4 0 0 1-4 4H48a4 4 0 0 1-4-4z" fill="${p.primary}"/><rect x="42" y="60" width="36" height="14" fill="${p.secondary}"/>`,
  box: (p) => `<rect x="24" y="44" width="72" height="52" rx="6" fill="${p.primary}"/><rect x="24" y="44" width="72" height="14" rx="6" fill="${p.secondary}"/><circle cx="44" cy="76" r="8" fill="${p.accent}"/><rect x="58" y="70" width="26" height="12" rx="3" fill="${p.accent}"/>`,
};

const cache = new Map<string, string>();

/** The SVG markup of an artwork (120x120 view box). */
export const artworkSvg = (shape: ArtworkShape, p: ArtworkPalette, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img"><title>${escapeXml(title)}</title>` +
  `<rect width="120" height="120" rx="16" fill="${p.background}"/>${shapes[shape](p)}</svg>`;

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A product's artwork descriptor with its SVG as a data URI (cached per product and shape). */
export const makeArtwork = (key: string, shape: ArtworkShape, palette: ArtworkPalette, name: string): ProductArtwork => {
  let url = cache.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artworkSvg(shape, palette, name))}`;
    cache.set(key, url);
  }
  return { shape, palette, aspectRatio: 1, imageUrl: url, alt: name };
};
