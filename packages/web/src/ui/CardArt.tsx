// In ui/: the stored-value card's picture, drawn by the cards pages and the account overview; pure markup from a product number.
import type { StoredValueCard } from '@crema/domain/cards';

// Card faces drawn here, an SVG picked by product number (stable per design), on every backend: the card's
// cardImageUrl names the processor's artwork, which neither the simulator nor the Crema server hosts.
const FACES = [
  { bg: '#1d6b50', band: '#134d39', ink: '#f3e6d3', accent: '#e3f1ea' },
  { bg: '#b86b25', band: '#8e4f17', ink: '#fbf7f1', accent: '#f3e6d3' },
  { bg: '#7b2d43', band: '#5a1f31', ink: '#fbf7f1', accent: '#f3c6cf' },
  { bg: '#2b1a12', band: '#4a2c1d', ink: '#f3e6d3', accent: '#b86b25' },
] as const;

const faceOf = (productNumber: string) => {
  const n = [...productNumber].reduce((s, ch) => s + ch.charCodeAt(0), 0);
  return FACES[n % FACES.length] ?? FACES[0];
};

/** The card's picture. Decorative: the card's name and balance are always written next to it. */
export const CardArt = ({ card, size = 'md' }: { card: Pick<StoredValueCard, 'productNumber'>; size?: 'sm' | 'md' | 'lg' }) => {
  const f = faceOf(card.productNumber);
  return (
    <svg className={`svc-art svc-art--${size}`} viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <rect width="320" height="200" rx="16" fill={f.bg} />
      <path d="M0 142 C 90 112, 200 176, 320 128 L320 184 Q320 200 304 200 L16 200 Q0 200 0 184 Z" fill={f.band} />
      <circle cx="262" cy="58" r="30" fill="none" stroke={f.accent} strokeWidth="5" opacity="0.9" />
      <path d="M247 52 h30 v10 a15 15 0 0 1 -30 0 z" fill={f.accent} opacity="0.9" />
      <path d="M277 56 a6 6 0 0 1 0 10" fill="none" stroke={f.accent} strokeWidth="4" opacity="0.9" />
      <text x="28" y="66" fill={f.ink} fontFamily="Georgia, serif" fontSize="38" fontWeight="700">Crema</text>
      <text x="30" y="92" fill={f.ink} fontFamily="system-ui, sans-serif" fontSize="14" letterSpacing="3" opacity="0.8">COFFEE CO.</text>
    </svg>
  );
};
