// The demo member's order history and stream cards speak the menu's size names (Small, Medium, Large, Extra
// Large...), never another chain's (Tall, Grande, Venti): one naming everywhere a customer reads a size.
import { describe, expect, it } from 'vitest';
import { COLD_SIZES, EACH, HOT_SIZES, SHOT_SIZES } from '../ordering/catalog/kinds';
import { seedOrderHistory } from './seed';

const SIZE_NAMES = new Set([...HOT_SIZES, ...COLD_SIZES, ...SHOT_SIZES, ...EACH].map((s) => s.name));

describe('seeded order history', () => {
  it('names every size as the menu does', () => {
    const details = Object.values(seedOrderHistory(Date.UTC(2026, 10, 26))).flatMap((orders) => orders.flatMap((o) => o.items.flatMap((i) => (i.detail === undefined ? [] : [i.detail]))));
    expect(details.length).toBeGreaterThan(0);
    for (const detail of details) expect(SIZE_NAMES).toContain(detail);
  });
});

describe('seeded stream cards', () => {
  it("speak the menu's size names too", async () => {
    const { demoMemberItems, guestItems, newMemberItems } = await import('../stream');
    const now = Date.UTC(2026, 10, 26);
    const text = JSON.stringify([demoMemberItems(now), guestItems(now), newMemberItems()]);
    expect(text).toContain('Medium or larger');
    expect(text).not.toMatch(/\b(tall|grande|venti)\b/i);
  });
});
