import { describe, expect, it } from 'vitest';
import { catalogEntries } from './catalog';
import { familyOf, type Family } from './illustration';
import { PRODUCT_DEFS } from './products';

const drawingOf = (imageUrl: string): string => decodeURIComponent(imageUrl.replace(/^data:image\/svg\+xml;charset=utf-8,/, '')).replace(/<title>.*?<\/title>/, '');

/** Every opened tag is closed in order: the markup is well formed for an <img>. */
const balanced = (svg: string): boolean => {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing === '/') continue;
    if (close === '/') { if (stack.pop() !== name) return false; } else stack.push(name!);
  }
  return stack.length === 0;
};

describe('product illustrations', () => {
  const entries = catalogEntries();

  it('gives every product form a drawing of its own, well formed', () => {
    const drawings = entries.map((e) => drawingOf(e.details.artwork.imageUrl));
    expect(new Set(drawings).size).toBe(entries.length);
    for (const d of drawings) expect(balanced(d), d.slice(0, 120)).toBe(true);
  });

  it('draws each product family of the menu its own way', () => {
    const families = new Set<Family>(PRODUCT_DEFS.flatMap((d) => d.forms.map((f) => familyOf(d, f))));
    // brewed, espresso with milk, espresso shots, tea, iced, refreshers, frappés, bakery, breakfast, lunch, whole bean, merchandise
    for (const f of ['brewed', 'latte', 'shot', 'tea', 'iced', 'refresher', 'frappe', 'croissant', 'muffin', 'sandwich', 'oatmeal', 'proteinbox', 'panini', 'beans', 'mug', 'tumbler'] as const)
      expect(families, f).toContain(f);
  });

  it('tells the hot coffees apart by family: lattes are not brewed coffee in a paper cup', () => {
    const family = (name: string, form = 'hot') => familyOf(PRODUCT_DEFS.find((d) => d.name === name)!, form);
    expect(family('House Blend Brewed Coffee')).toBe('brewed');
    expect(family('Caffè Latte')).toBe('latte');
    expect(family('Caffè Latte', 'iced')).toBe('iced');
    expect(family('Espresso')).toBe('shot');
    expect(family('Caramel Frappé', 'iced')).toBe('frappe');
    expect(family('Mango Dragonfruit Refresher', 'iced')).toBe('refresher');
  });
});
