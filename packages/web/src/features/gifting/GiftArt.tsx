import type { GiftCardDesign } from '@crema/domain/gifting';

/**
 * A design's generated artwork (an SVG data URI from the catalog). Decorative where the design's name and
 * description are given by the surrounding link; `describe` makes it an image with the design's alt text.
 */
export const GiftArt = ({ design, describe = false, eager = false }: { design: GiftCardDesign; describe?: boolean; eager?: boolean }) => (
  <img
    className="gift-art"
    src={design.artwork.imageUrl}
    alt={describe ? design.artwork.alt : ''}
    width={320}
    height={200}
    loading={eager ? 'eager' : 'lazy'}
    decoding="async"
  />
);
