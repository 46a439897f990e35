import { describe, it, expect } from 'vitest';
import { artworkSvg } from './artwork';
import { seedGiftCatalog } from './seed';

describe('gift artwork', () => {
  it('draws well-formed SVG that escapes its caption and names its image for screen readers', () => {
    for (const d of seedGiftCatalog().designs) {
      const svg = artworkSvg(d);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('role="img"');
    }
    const tricky = artworkSvg({ ...seedGiftCatalog().designs[0]!, caption: '<b>"Tom & Jerry"</b>' });
    expect(tricky).toContain('&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;');
  });
});
