// A favorite's canonical form (spec section 5: adding a favorite that already exists only shows the added
// notice): saved without the product's defaults, keyed in a stable order, so the same drink is one favorite.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, of, type Observable } from 'rxjs';
import { right, type Either } from 'fp-ts/Either';
import { createManualClock, makeConfig, type MemberSession } from '../../shared';
import type { OrderingError } from '../errors';
import { itemIdentity } from '../cart/cart-rules';
import { estimateUnitPrice } from '../pricing/pricing-rules';
import { cartInputOf, draftOfOptions, initialDraft, selectedOptionsOf, type Draft } from '../menu/customization-rules';
import { apply, DRINK, draftArb, editArb, explicitDefaults, SIZES } from '../menu/test-drink';
import { makeFavoriteProducts } from './favorite-products';
import type { FavoriteItem, FavoriteProduct } from './favorite-model';
import { canonicalFavoriteItem, favoriteItemOf, favoriteKey, findFavorite } from './favorite-rules';

/** The drink a draft makes, as the cart knows it (every option it has, defaults included). */
const drinkOf = (draft: Draft): string => itemIdentity(cartInputOf(DRINK, draft, undefined)!);

describe('favoriteItemOf and favoriteKey', () => {
  it('drops the defaults: the drink as it comes has no options, set explicitly or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZES), fc.array(editArb, { maxLength: 6 }), (size, edits) => {
        expect(favoriteItemOf(DRINK, { ...initialDraft(DRINK), sizeCode: size }).selectedOptions).toEqual([]);
        expect(favoriteItemOf(DRINK, explicitDefaults(size)).selectedOptions).toEqual([]);
        // The same changes on top of defaults stated or left alone: one favorite.
        const plain = apply({ ...initialDraft(DRINK), sizeCode: size }, edits);
        expect(favoriteKey(favoriteItemOf(DRINK, apply(explicitDefaults(size), edits)))).toBe(favoriteKey(favoriteItemOf(DRINK, plain)));
      }),
    );
  });

  it('lists options in a stable order, and the key does not depend on the order they come in', () => {
    fc.assert(
      fc.property(draftArb, fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (draft, ranks) => {
        const item = favoriteItemOf(DRINK, draft);
        const numbers = item.selectedOptions.map((o) => o.optionProductNumber);
        expect(numbers).toEqual([...numbers].sort());
        const shuffled = item.selectedOptions.map((o, i) => ({ o, r: ranks[i] ?? 0 })).sort((a, b) => a.r - b.r).map((x) => x.o);
        expect(favoriteKey({ ...item, selectedOptions: shuffled })).toBe(favoriteKey(item));
        // The full option list (defaults included, any order) comes to the same canonical item.
        const full = selectedOptionsOf(DRINK, draft).map((o, i) => ({ o, r: ranks[i] ?? 0 })).sort((a, b) => a.r - b.r).map((x) => x.o);
        // A full list says a default taken off ('None'), so even that case comes back as it was.
        expect(canonicalFavoriteItem(DRINK, { ...item, selectedOptions: full })).toEqual(item);
      }),
    );
  });

  it('gives different customizations different keys, and the same drink the same key', () => {
    fc.assert(
      fc.property(draftArb, draftArb, (a, b) => {
        const same = drinkOf(a) === drinkOf(b);
        expect(favoriteKey(favoriteItemOf(DRINK, a)) === favoriteKey(favoriteItemOf(DRINK, b))).toBe(same);
      }),
      { numRuns: 500 },
    );
  });

  it('loses nothing: the saved options make the same drink again, and saving them again changes nothing', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const item = favoriteItemOf(DRINK, draft);
        expect(drinkOf(draftOfOptions(DRINK, item.sizeCode, item.selectedOptions))).toBe(drinkOf(draft));
        expect(canonicalFavoriteItem(DRINK, item)).toEqual(item);
      }),
    );
  });

  it('prices like the drink: a favorite added to the order costs what the product page showed', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const item = favoriteItemOf(DRINK, draft);
        expect(estimateUnitPrice(DRINK, item.sizeCode, item.selectedOptions)).toBe(estimateUnitPrice(DRINK, draft.sizeCode, selectedOptionsOf(DRINK, draft)));
      }),
    );
  });

  it('says what replaced a default milk, and a removed whipped cream', () => {
    const d = apply(initialDraft(DRINK), [{ kind: 'milk', pn: 'milk-oat' }, { kind: 'value', pn: 'whip', v: 'None' }, { kind: 'qty', pn: 'vanilla', q: 2 }]);
    expect(favoriteItemOf(DRINK, d).selectedOptions.map((o) => [o.optionProductNumber, o.quantity ?? o.value])).toEqual([
      ['milk-oat', 1],
      ['vanilla', 2],
      ['whip', 'None'],
    ]);
  });
});

describe('makeFavoriteProducts judges "already added" on the canonical key', () => {
  const member: MemberSession = { kind: 'member', memberId: 'm', email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: 0 };
  const ok = <T,>(v: T): Observable<Either<OrderingError, T>> => of(right(v));

  it('the same options in another order are the favorite already saved: only the added notice, no second add', async () => {
    const draft = apply(initialDraft(DRINK), [{ kind: 'milk', pn: 'milk-oat' }, { kind: 'qty', pn: 'vanilla', q: 2 }]);
    const item: FavoriteItem = favoriteItemOf(DRINK, draft);
    const saved: FavoriteProduct = { id: 'f1', product: { productNumber: '700', name: 'Test Latte', forms: [{ name: 'Hot', formCode: 'hot' }] }, item, addedAt: 0 };
    let adds = 0;
    const svc = makeFavoriteProducts({ favorites: { list: () => ok([saved]), add: () => (adds++, ok(saved)), remove: () => ok([]) }, clock: createManualClock(0), config: makeConfig() });
    await lastValueFrom(svc.list(member));
    const reversed = { ...item, selectedOptions: [...item.selectedOptions].reverse() };
    expect(findFavorite([saved], reversed)).toBe(saved);
    const r = await lastValueFrom(svc.add(member, { productName: 'Test Latte', formName: 'Hot', item: reversed }));
    expect(r.status === 'ok' && [r.value.alreadyAdded, r.value.favorite.id]).toEqual([true, 'f1']);
    expect(adds).toBe(0);
  });
});
