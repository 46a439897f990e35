// Seed data of the account fake, for the demo member only (NEW_MEMBER has nothing on file).
import type { OrderHistoryEntry } from '@crema/domain/account';
import { MS_PER_DAY, money } from '@crema/domain';
import { DEMO_MEMBER } from '../seed';

/** Three past orders of the demo member, dated relative to `now` (the backend clock on first read). */
export const seedOrderHistory = (now: number): Record<string, OrderHistoryEntry[]> => ({
  [DEMO_MEMBER.memberId]: [
    {
      orderId: 'ord-demo-3',
      storeNumber: '10001-1',
      storeName: '1st & Pike',
      placedAt: now - 1 * MS_PER_DAY,
      items: [
        { name: 'Caffè Latte', quantity: 1, detail: 'Grande' },
        { name: 'Butter Croissant', quantity: 1 },
      ],
      total: money(845),
      starsEarned: 17,
    },
    {
      orderId: 'ord-demo-2',
      storeNumber: '10002-2',
      storeName: 'Westlake Center',
      placedAt: now - 6 * MS_PER_DAY,
      items: [{ name: 'Cold Brew', quantity: 2, detail: 'Venti' }],
      total: money(1090),
      starsEarned: 22,
    },
    {
      orderId: 'ord-demo-1',
      storeNumber: '10001-1',
      storeName: '1st & Pike',
      placedAt: now - 20 * MS_PER_DAY,
      items: [{ name: 'Flat White', quantity: 1, detail: 'Tall' }],
      total: money(475),
      starsEarned: 10,
    },
  ],
});
