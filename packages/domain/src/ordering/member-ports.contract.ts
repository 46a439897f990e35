// Conformance suites for the member's ordering data (previous orders, favorite products) and the
// CartStore port.
import { describe, it, expect } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { DomainError } from '../shared/errors';
import type { CartSnapshot } from './cart/cart-model';
import { allProducts } from './cart/cart-rules';
import type { CartStore } from './ports';
import { availableDrink, code, run, value, type OrderingFixture } from './contract-helpers';

export const describePreviousOrdersContract = (name: string, make: () => OrderingFixture): void => {
  describe(`PreviousOrders contract: ${name}`, () => {
    it('lists the member orders newest first within the page size; none for a new member; 401 signed out', async () => {
      const f = make();
      await f.signInMember();
      const orders = await value(f.previousOrders.list({ limit: 2 }));
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.length).toBeLessThanOrEqual(2);
      expect([...orders].sort((a, b) => b.orderedAt - a.orderedAt)).toEqual(orders);
      await f.signInNewMember();
      expect(await value(f.previousOrders.list({ limit: 10 }))).toEqual([]);
      await f.signOut();
      expect((await code(f.previousOrders.list({ limit: 10 }))).status).toBe(401);
    });
  });
};

export const describeFavoriteProductsContract = (name: string, make: () => OrderingFixture): void => {
  describe(`FavoriteProducts contract: ${name}`, () => {
    it('adds a favorite once (adding it again answers the same favorite) and removes it', async () => {
      const f = make();
      await f.signInNewMember();
      const { details } = await availableDrink(f);
      const size = details.sizes[0];
      if (size === undefined) throw new Error('no size');
      const input = { productName: details.name, formName: details.formCode, item: { productNumber: details.productNumber, formCode: details.formCode, sizeCode: size.sizeCode, sku: size.sku, selectedOptions: [] } };
      const a = await value(f.favorites.add(input));
      const b = await value(f.favorites.add(input));
      expect(b.id).toBe(a.id);
      expect(a.product.forms[0]?.formCode).toBe(details.formCode);
      expect((await value(f.favorites.list())).map((x) => x.id)).toEqual([a.id]);
      expect(await value(f.favorites.remove(a.id))).toEqual([]);
    });

    it('answers 561007 past the maximum number of favorites', async () => {
      const f = make();
      await f.signInNewMember();
      const products = allProducts(await value(f.menus.getMenus()));
      let last: DomainError | undefined;
      for (const p of products.slice(0, 40)) {
        const d = await value(f.menus.getProduct(p.productNumber, p.formCode));
        const size = d.sizes[0];
        if (size === undefined) continue;
        const r = await run(f.favorites.add({ productName: d.name, formName: d.formCode, item: { productNumber: d.productNumber, formCode: d.formCode, sizeCode: size.sizeCode, sku: size.sku, selectedOptions: [] } }));
        if (r._tag === 'Left') {
          last = r.left;
          break;
        }
      }
      expect(last?.code).toBe('561007');
    });

    it('refuses a signed-out visitor with 401', async () => {
      const f = make();
      await f.signOut();
      expect((await code(f.favorites.list())).status).toBe(401);
    });
  });
};

/** CartStore: `tabs()` gives two stores over the same storage, like two browser tabs. */
export const describeCartStoreContract = (name: string, tabs: () => readonly [CartStore, CartStore]): void => {
  describe(`CartStore contract: ${name}`, () => {
    const snapshot: CartSnapshot = { items: [], previousItems: [], mostRecentOrderTime: 1 };

    it('loads what was saved, from either tab', async () => {
      const [a, b] = tabs();
      await firstValueFrom(a.save(snapshot));
      expect(await firstValueFrom(a.load())).toEqual({ _tag: 'Right', right: snapshot });
      expect(await firstValueFrom(b.load())).toEqual({ _tag: 'Right', right: snapshot });
    });

    it("tells a tab about the other tab's writes, never its own", async () => {
      const [a, b] = tabs();
      const seenByA: (CartSnapshot | null)[] = [];
      const seenByB: (CartSnapshot | null)[] = [];
      const subA = a.changes().subscribe((s) => seenByA.push(s));
      const subB = b.changes().subscribe((s) => seenByB.push(s));
      await firstValueFrom(a.save(snapshot));
      subA.unsubscribe();
      subB.unsubscribe();
      expect(seenByA).toEqual([]);
      expect(seenByB).toEqual([snapshot]);
    });
  });
};
