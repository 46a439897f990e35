import type { ProductArtwork } from '@crema/domain/ordering';

/**
 * Product artwork in a square box whose size is fixed by CSS (aspect-ratio 1, explicit width and height
 * on the image), so nothing shifts when the image arrives. Decorative where the name is next to it.
 */
export const ProductArt = ({ artwork, decorative = true, eager = false, className = '' }: {
  artwork: ProductArtwork;
  decorative?: boolean;
  eager?: boolean;
  className?: string;
}) => (
  <div className={`p-art ${className}`} style={{ backgroundColor: artwork.palette.background }}>
    <img
      src={artwork.imageUrl}
      alt={decorative ? '' : artwork.alt}
      width={240}
      height={240}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  </div>
);
