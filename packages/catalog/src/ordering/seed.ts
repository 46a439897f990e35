// Seed data of the ordering service for the demo member: previous orders (one express order type '141', a
// basket line with product number '81' to drop, a NotOrderable item, an order left empty after cleaning)
// and favorite products. NEW_MEMBER has nothing on file.
import { MS_PER_DAY } from '@crema/domain';
import type { FavoriteProduct, PreviousOrder, PreviousOrderChildItem, PreviousOrderItem, SelectedOption } from '@crema/domain/ordering';
import { DEMO_MEMBER } from '../members';
import { OPT } from './catalog/options';

/** The demo member's usual store (used by the previous orders). */
export const DEMO_STORE_NUMBER = '10001-1';

const item = (
  productNumber: string | undefined,
  formCode: string,
  name: string,
  sizeCode: string,
  sku: string,
  sizeName: string,
  childItems: readonly PreviousOrderChildItem[] = [],
  availability: PreviousOrderItem['product']['form']['availability'] = 'Available',
  quantity = 1,
): PreviousOrderItem => ({
  product: { ...(productNumber !== undefined ? { productNumber } : {}), formCode, name, form: { availability } },
  quantity,
  sizeCode,
  sku,
  sizeName,
  childItems,
});

export const seedPreviousOrders = (now: number): Record<string, PreviousOrder[]> => ({
  [DEMO_MEMBER.memberId]: [
    {
      orderId: 'prev-demo-1',
      orderType: '141',
      orderedAt: now - 2 * MS_PER_DAY,
      storeNumber: DEMO_STORE_NUMBER,
      storeName: '1st & Pike',
      expressOrderToken: 'express-demo-1',
      totalMinor: 1047,
      basket: {
        items: [
          item('200201', 'hot', 'Caffè Latte', 'M', '20020112', 'Medium', [
            { productNumber: OPT.milkOat, name: 'Oat milk', quantity: 1 },
            { productNumber: OPT.vanilla, name: 'Vanilla syrup', quantity: 2 },
          ]),
          item('300301', 'food', 'Butter Croissant', 'EA', '30030111', 'Each', [{ productNumber: OPT.warming, name: 'Warming', value: 'Warmed' }]),
        ],
      },
    },
    {
      orderId: 'prev-demo-2',
      orderType: '120',
      orderedAt: now - 5 * MS_PER_DAY,
      storeNumber: DEMO_STORE_NUMBER,
      storeName: '1st & Pike',
      totalMinor: 1190,
      basket: {
        items: [
          item('201102', 'iced', 'Vanilla Sweet Cream Cold Brew', 'L', '20110212', 'Large'),
          item('81', 'fee', 'Reusable cup fee', 'EA', '8100', 'Each'),
          item('209901', 'iced', 'Pumpkin Cream Cold Brew', 'L', '20990112', 'Large', [], 'NotOrderable'),
        ],
      },
    },
    {
      orderId: 'prev-demo-3',
      orderType: '120',
      orderedAt: now - 9 * MS_PER_DAY,
      storeNumber: '10002-2',
      storeName: 'Westlake Center',
      totalMinor: 10,
      basket: { items: [item('81', 'fee', 'Bag fee', 'EA', '8100', 'Each'), item(undefined, 'fee', 'Donation', 'EA', '', 'Each')] },
    },
    {
      orderId: 'prev-demo-4',
      orderType: '141',
      orderedAt: now - 14 * MS_PER_DAY,
      storeNumber: DEMO_STORE_NUMBER,
      storeName: '1st & Pike',
      expressOrderToken: 'express-demo-4',
      totalMinor: 1317,
      basket: {
        items: [
          item('201201', 'iced', 'Iced Brown Sugar Oat Shaken Espresso', 'XL', '20120113', 'Extra Large'),
          item('300101', 'food', 'Bacon, Gouda & Egg Sandwich', 'EA', '30010111', 'Each'),
        ],
      },
    },
  ],
});

const opt = (optionProductNumber: string, name: string, quantity: number): SelectedOption => ({ optionProductNumber, quantity, product: { productNumber: optionProductNumber, name } });

export const seedFavorites = (now: number): Record<string, FavoriteProduct[]> => ({
  [DEMO_MEMBER.memberId]: [
    {
      id: 'fav-demo-1',
      product: { productNumber: '200201', name: 'Caffè Latte', forms: [{ name: 'Hot', formCode: 'hot' }] },
      item: { productNumber: '200201', formCode: 'hot', sizeCode: 'M', sku: '20020112', selectedOptions: [opt(OPT.milkOat, 'Oat milk', 1), opt(OPT.vanilla, 'Vanilla syrup', 2)] },
      addedAt: now - 30 * MS_PER_DAY,
    },
    {
      id: 'fav-demo-2',
      product: { productNumber: '201101', name: 'Cold Brew', forms: [{ name: 'Iced', formCode: 'iced' }] },
      item: { productNumber: '201101', formCode: 'iced', sizeCode: 'L', sku: '20110112', selectedOptions: [opt(OPT.sweetCreamFoam, 'Vanilla sweet cream cold foam', 1)] },
      addedAt: now - 12 * MS_PER_DAY,
    },
    {
      id: 'fav-demo-3',
      product: { productNumber: '203101', name: 'Chai Tea Latte', forms: [{ name: 'Hot', formCode: 'hot' }] },
      item: { productNumber: '203101', formCode: 'hot', sizeCode: 'M', sku: '20310112', selectedOptions: [] },
      addedAt: now - 3 * MS_PER_DAY,
    },
  ],
});
