// The fake FavoriteProducts keeps one row per drink: an add is compared (and stored) without the product's
// defaults and in a stable option order, so re-adding the demo member's plain Chai Tea Latte from the
// product page (whose options list every default) answers the seeded favorite.
import { describe, expect, it } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { canonicalFavoriteItem, favoriteInputOf, favoriteKey, initialDraft, selectedOptionsOf, withOptionQuantity, withSingleChoice, type FavoriteProductInput } from '@crema/domain/ordering';
import { findEntry, OPT } from '@crema/catalog/ordering';
import { makeFixture } from './test-fixture';

const value = async <T,>(o: Observable<Either<unknown, T>>): Promise<T> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left));
  return r.right;
};

const details = (productNumber: string, formCode: string) => {
  const e = findEntry(productNumber, formCode);
  if (e === undefined) throw new Error(`no ${productNumber}/${formCode}`);
  return e.details;
};

describe('fake favorites: one row per drink', () => {
  it('the seeded favorites are already in the canonical form', async () => {
    const f = makeFixture();
    await f.signInMember();
    for (const fav of await value(f.favorites.list())) {
      const canonical = canonicalFavoriteItem(details(fav.item.productNumber, fav.item.formCode), fav.item);
      expect(favoriteKey(canonical)).toBe(favoriteKey(fav.item));
    }
  });

  it('answers the seeded plain Chai Tea Latte when it is added with its default options listed, without a second row', async () => {
    const f = makeFixture();
    await f.signInMember();
    const before = await value(f.favorites.list());
    const chai = details('203101', 'hot');
    const draft = { ...initialDraft(chai), sizeCode: 'M' };
    // What the product page sent before: every default option.
    const withDefaults: FavoriteProductInput = { ...favoriteInputOf(chai, draft), item: { ...favoriteInputOf(chai, draft).item, selectedOptions: selectedOptionsOf(chai, draft) } };
    expect(withDefaults.item.selectedOptions.length).toBeGreaterThan(0);
    expect((await value(f.favorites.add(withDefaults))).id).toBe('fav-demo-3');
    expect((await value(f.favorites.add(favoriteInputOf(chai, draft)))).id).toBe('fav-demo-3');
    expect((await value(f.favorites.list())).map((x) => x.id)).toEqual(before.map((x) => x.id));
  });

  it('stores a new customization without its defaults and answers it again for the options in another order', async () => {
    const f = makeFixture();
    await f.signInNewMember();
    const latte = details('200201', 'hot');
    const milk = latte.optionCategories.find((c) => c.products.some((p) => p.productNumber === OPT.milkOat));
    if (milk === undefined) throw new Error('no milk category');
    const draft = withOptionQuantity(withSingleChoice(initialDraft(latte), milk, OPT.milkOat), OPT.vanilla, 1);
    const input = favoriteInputOf(latte, draft);
    const a = await value(f.favorites.add({ ...input, item: { ...input.item, selectedOptions: [...selectedOptionsOf(latte, draft)].reverse() } }));
    expect(a.item.selectedOptions.map((o) => o.optionProductNumber)).toEqual([OPT.milkOat, OPT.vanilla].sort());
    const b = await value(f.favorites.add({ ...input, item: { ...input.item, selectedOptions: [...input.item.selectedOptions].reverse() } }));
    expect(b.id).toBe(a.id);
    expect(await value(f.favorites.list())).toHaveLength(1);
  });
});
