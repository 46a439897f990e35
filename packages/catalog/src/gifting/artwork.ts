// Generated e-gift artwork: from a palette, a motif and a caption, a small SVG card as a data URI. Pure
// and deterministic, so the same design always looks the same and works offline.
import type { GiftArtwork, GiftMotif } from '@crema/domain/gifting';

export interface ArtworkSpec {
  readonly palette: GiftArtwork['palette'];
  readonly motif: GiftMotif;
  readonly caption: string;
  readonly alt: string;
}

const W = 320;
const H = 200;

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const round = (n: number): number => Math.round(n * 10) / 10;

const starPoints = (cx: number, cy: number, outer: number, inner: number, points = 5): string =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
  }).join(' ');

/** The motif drawn around (cx, cy), about 110 px across. */
const motifSvg = (m: GiftMotif, fg: string, accent: string, cx = 228, cy = 88): string => {
  switch (m) {
    case 'heart':
      return `<path d="M${cx} ${cy + 42} C${cx - 70} ${cy - 4} ${cx - 46} ${cy - 66} ${cx} ${cy - 30} C${cx + 46} ${cy - 66} ${cx + 70} ${cy - 4} ${cx} ${cy + 42} Z" fill="${accent}"/>`;
    case 'cup':
      return [
        `<path d="M${cx - 38} ${cy - 16} h76 l-8 62 a10 10 0 0 1 -10 8 h-40 a10 10 0 0 1 -10 -8 Z" fill="${accent}"/>`,
        `<path d="M${cx + 36} ${cy - 4} a16 16 0 0 1 0 30" fill="none" stroke="${accent}" stroke-width="7"/>`,
        ...[-16, 0, 16].map((dx) => `<path d="M${cx + dx} ${cy - 26} q-8 -12 0 -24 q8 -12 0 -24" fill="none" stroke="${fg}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`),
      ].join('');
    case 'cake':
      return [
        `<rect x="${cx - 50}" y="${cy + 6}" width="100" height="40" rx="6" fill="${accent}"/>`,
        `<rect x="${cx - 38}" y="${cy - 24}" width="76" height="32" rx="6" fill="${fg}" opacity="0.85"/>`,
        `<rect x="${cx - 3}" y="${cy - 48}" width="6" height="24" fill="${accent}"/>`,
        `<ellipse cx="${cx}" cy="${cy - 56}" rx="6" ry="10" fill="#f6b73c"/>`,
      ].join('');
    case 'star':
      return `<polygon points="${starPoints(cx, cy, 58, 24)}" fill="${accent}"/>`;
    case 'confetti':
      return Array.from({ length: 14 }, (_, i) => {
        const x = cx - 70 + ((i * 37) % 140);
        const y = cy - 60 + ((i * 53) % 120);
        const fill = i % 3 === 0 ? fg : accent;
        return i % 2 === 0
          ? `<rect x="${x}" y="${y}" width="12" height="6" rx="2" fill="${fill}" transform="rotate(${(i * 29) % 180} ${x + 6} ${y + 3})"/>`
          : `<circle cx="${x}" cy="${y}" r="5" fill="${fill}"/>`;
      }).join('');
    case 'snowflake':
      return Array.from({ length: 6 }, (_, i) => {
        const t = `rotate(${i * 60} ${cx} ${cy})`;
        return `<g transform="${t}" stroke="${accent}" stroke-width="6" stroke-linecap="round"><path d="M${cx} ${cy} v-56"/><path d="M${cx} ${cy - 34} l-14 -14 M${cx} ${cy - 34} l14 -14"/></g>`;
      }).join('');
    case 'leaf':
      return [
        `<path d="M${cx - 50} ${cy + 44} C${cx - 54} ${cy - 30} ${cx + 10} ${cy - 62} ${cx + 56} ${cy - 56} C${cx + 58} ${cy + 6} ${cx + 4} ${cy + 52} ${cx - 50} ${cy + 44} Z" fill="${accent}"/>`,
        `<path d="M${cx - 50} ${cy + 44} L${cx + 40} ${cy - 40}" stroke="${fg}" stroke-width="4" opacity="0.7"/>`,
      ].join('');
    case 'ribbon':
      return [
        `<rect x="${cx - 54}" y="${cy - 10}" width="108" height="58" rx="6" fill="${accent}"/>`,
        `<rect x="${cx - 6}" y="${cy - 10}" width="12" height="58" fill="${fg}"/>`,
        `<path d="M${cx} ${cy - 10} C${cx - 40} ${cy - 60} ${cx - 56} ${cy - 14} ${cx} ${cy - 10} C${cx + 56} ${cy - 14} ${cx + 40} ${cy - 60} ${cx} ${cy - 10} Z" fill="${fg}"/>`,
      ].join('');
    case 'sun':
      return [
        `<circle cx="${cx}" cy="${cy}" r="30" fill="${accent}"/>`,
        ...Array.from({ length: 8 }, (_, i) => `<path d="M${cx} ${cy - 42} v-16" stroke="${accent}" stroke-width="7" stroke-linecap="round" transform="rotate(${i * 45} ${cx} ${cy})"/>`),
      ].join('');
    case 'balloon':
      return [
        `<path d="M${cx - 20} ${cy + 30} q10 24 -4 44" fill="none" stroke="${fg}" stroke-width="2"/>`,
        `<ellipse cx="${cx - 20}" cy="${cy - 14}" rx="30" ry="38" fill="${accent}"/>`,
        `<path d="M${cx + 26} ${cy + 34} q-8 20 6 40" fill="none" stroke="${fg}" stroke-width="2"/>`,
        `<ellipse cx="${cx + 26}" cy="${cy - 4}" rx="26" ry="33" fill="${fg}" opacity="0.85"/>`,
      ].join('');
  }
};

/** The SVG markup of a design (320 x 200, a card's proportions). */
export const artworkSvg = (a: ArtworkSpec): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(a.alt)}">`,
    `<rect width="${W}" height="${H}" rx="14" fill="${a.palette.background}"/>`,
    `<circle cx="${W - 20}" cy="${H + 10}" r="120" fill="${a.palette.accent}" opacity="0.18"/>`,
    motifSvg(a.motif, a.palette.foreground, a.palette.accent),
    `<text x="22" y="34" font-family="Helvetica, Arial, sans-serif" font-size="13" letter-spacing="3" fill="${a.palette.foreground}" opacity="0.8">CREMA</text>`,
    `<text x="22" y="176" font-family="Georgia, 'Times New Roman', serif" font-size="24" fill="${a.palette.foreground}">${esc(a.caption)}</text>`,
    '</svg>',
  ].join('');

export const renderGiftArtwork = (a: ArtworkSpec): GiftArtwork => ({
  palette: a.palette,
  motif: a.motif,
  caption: a.caption,
  alt: a.alt,
  imageUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artworkSvg(a))}`,
});
