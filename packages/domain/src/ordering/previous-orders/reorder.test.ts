// Reordering a previous order (issue #32, point 2): every line either comes (with its size, customizations,
// quantity and picture) or is named with why it did not; the use case brings the lines at the order's own store
// and changes nothing when none can come.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, of, toArray } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, makeConfig, createManualClock } from '../../shared';
import type { PreviousItemAvailability, ProductDetails } from '../menu/catalog-model';
import type { OrderingError } from '../errors';
import { DRINK } from '../menu/test-drink';
import { makeCart } from '../cart/cart-service';
import { ReorderMessages } from '../messages';
import type { PreviousOrder, PreviousOrderItem } from './previous-order-model';
import { makeReorder } from './previous-orders';
import { planReorder, reorderRefusalText, type ReorderLineFacts } from './reorder-plan';

const ART = DRINK.artwork;

const line = (productNumber: string | undefined, name: string, recorded: PreviousItemAvailability = 'Available', quantity = 1): PreviousOrderItem => ({
  product: { ...(productNumber !== undefined ? { productNumber } : {}), formCode: 'iced', name, form: { availability: recorded } },
  quantity,
  sizeCode: 'L',
  sku: `${productNumber ?? 'x'}-L`,
  sizeName: 'Large',
  childItems: productNumber === '200201' ? [{ productNumber: 'vanilla', name: 'Vanilla syrup', quantity: 2 }] : [],
});

const availabilityArb = fc.constantFrom<PreviousItemAvailability>('Available', 'SoldOut', 'NotAvailableHere', 'UnavailableOnline', 'NotOrderable');
const itemArb = fc
  .record({
    pn: fc.constantFrom(undefined, '', '81', '200201', '201102', '209901'),
    recorded: availabilityArb,
    quantity: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ pn, recorded, quantity }) => line(pn, `Drink ${pn ?? 'none'}`, recorded, quantity));
/** What the store's menu says of each product now (undefined: it no longer has it). */
const menuArb = fc.record({
  '200201': fc.option(availabilityArb, { nil: undefined }),
  '201102': fc.option(availabilityArb, { nil: undefined }),
  '209901': fc.option(availabilityArb, { nil: undefined }),
});
const factsFrom = (menu: Readonly<Record<string, PreviousItemAvailability | undefined>>) => (i: PreviousOrderItem): ReorderLineFacts | undefined => {
  const a = menu[i.product.productNumber ?? ''];
  return a === undefined ? undefined : { availability: a, artwork: ART, productType: 'Beverage' };
};

describe('planReorder', () => {
  it('property: every line either comes or is named with a reason, once, in the order\'s order; a line comes exactly when it is a product the store has Available', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), menuArb, (items, menu) => {
        const plan = planReorder(items, factsFrom(menu));
        expect(plan.lines.length + plan.refused.length).toBe(items.length);
        const comes = items.filter((i) => {
          const pn = i.product.productNumber;
          return pn !== undefined && pn !== '' && pn !== '81' && i.product.form.availability !== 'NotOrderable' && menu[pn as keyof typeof menu] === 'Available';
        });
        expect(plan.lines.map((l) => [l.product.productNumber, l.quantity, l.size.sku])).toEqual(comes.map((i) => [i.product.productNumber, i.quantity, i.sku]));
        expect(plan.refused.map((r) => r.name)).toEqual(items.filter((i) => !comes.includes(i)).map((i) => i.product.name));
        // Every line that comes carries its picture and customizations; every refusal has words.
        for (const l of plan.lines) expect(l.product.artwork).toBe(ART);
        for (const r of plan.refused) expect(reorderRefusalText(r.reason).length).toBeGreaterThan(0);
      }),
    );
  });

  it('names why: sold out, not sold here, unavailable online, not in season (recorded so, or gone from the menu), a charge', () => {
    const items = [
      line('200201', 'Caffè Latte'),
      line('201102', 'Vanilla Sweet Cream Cold Brew'),
      line('81', 'Reusable cup fee'),
      line('209901', 'Pumpkin Cream Cold Brew', 'NotOrderable'),
      line('300301', 'Butter Croissant'),
      line('300101', 'Sandwich'),
      line('300404', 'Pumpkin Loaf'),
    ];
    const menu: Record<string, PreviousItemAvailability> = { '200201': 'Available', '201102': 'SoldOut', '300301': 'NotAvailableHere', '300101': 'UnavailableOnline' };
    const plan = planReorder(items, (i) => (menu[i.product.productNumber ?? ''] === undefined ? undefined : { availability: menu[i.product.productNumber ?? ''] ?? 'Available', artwork: ART }));
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]?.selectedOptions).toEqual([{ optionProductNumber: 'vanilla', quantity: 2, product: { productNumber: 'vanilla', name: 'Vanilla syrup' } }]);
    expect(plan.refused.map((r) => [r.name, reorderRefusalText(r.reason)])).toEqual([
      ['Vanilla Sweet Cream Cold Brew', 'Sold out at this store.'],
      ['Reusable cup fee', ReorderMessages.notAnItem],
      ['Pumpkin Cream Cold Brew', ReorderMessages.notInSeason],
      ['Butter Croissant', 'Not sold at this store.'],
      ['Sandwich', 'Unavailable to purchase online'],
      ['Pumpkin Loaf', ReorderMessages.notInSeason],
    ]);
  });
});

describe('makeReorder', () => {
  const order: PreviousOrder = {
    orderId: 'prev-1',
    orderType: '120',
    orderedAt: 0,
    storeNumber: '10001-1',
    storeName: '1st & Pike',
    basket: { items: [line('200201', 'Caffè Latte'), line('81', 'Reusable cup fee'), line('209901', 'Pumpkin Cream Cold Brew')] },
  };
  const setup = (answer: (productNumber: string) => Either<OrderingError, ProductDetails>) => {
    const clock = createManualClock(0);
    const cart = makeCart({ clock, config: makeConfig() });
    const asked: string[] = [];
    const chosen: string[] = [];
    const reorder = makeReorder({
      cart,
      menus: {
        getProduct: (productNumber, _formCode, storeNumber) => {
          asked.push(`${productNumber}@${storeNumber ?? ''}`);
          return of(answer(productNumber));
        },
      },
      chooseStore: (n) => {
        chosen.push(n);
        return of(true);
      },
    });
    return { cart, reorder, asked, chosen };
  };
  const notFound: Either<OrderingError, ProductDetails> = left(domainError('NOT_FOUND', { status: 404 }));

  it('brings the lines the order\'s store has, with their pictures, chooses that store, and names the others', async () => {
    const s = setup((pn) => (pn === '200201' ? right({ ...DRINK, productNumber: pn, availability: 'Available' }) : notFound));
    const states = await firstValueFrom(s.reorder(order).pipe(toArray()));
    expect(states.map((x) => x.status)).toEqual(['loading', 'ok']);
    expect(states[1]).toMatchObject({
      status: 'ok',
      value: {
        added: 1,
        storeNumber: '10001-1',
        storeName: '1st & Pike',
        storeChosen: true,
        refused: [
          { name: 'Reusable cup fee', reason: 'NotAnItem' },
          { name: 'Pumpkin Cream Cold Brew', reason: 'NotInSeason' },
        ],
      },
    });
    expect(s.asked).toEqual(['200201@10001-1', '209901@10001-1']);
    expect(s.chosen).toEqual(['10001-1']);
    expect(s.cart.current().items.map((i) => [i.product.name, i.product.artwork?.shape])).toEqual([['Caffè Latte', DRINK.artwork.shape]]);
  });

  it('changes neither the cart nor the store when no line can come', async () => {
    const s = setup(() => right({ ...DRINK, availability: 'SoldOut' }));
    const states = await firstValueFrom(s.reorder(order).pipe(toArray()));
    expect(states[1]).toMatchObject({ status: 'ok', value: { added: 0, storeChosen: false } });
    expect(s.chosen).toEqual([]);
    expect(s.cart.current().items).toEqual([]);
  });

  it('fails without a change when the store\'s menu cannot be read', async () => {
    const s = setup(() => left(domainError('UNEXPECTED_ERROR', { status: 500 })));
    const states = await firstValueFrom(s.reorder(order).pipe(toArray()));
    expect(states[1]).toMatchObject({ status: 'error', message: 'We ran into problems loading this product.' });
    expect(s.cart.current().items).toEqual([]);
  });
});
