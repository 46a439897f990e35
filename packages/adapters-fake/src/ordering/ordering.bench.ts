// Benchmarks (run: npx vitest bench --run --project adapters-fake):
// - pricing a 20-line cart with options and offers in the fake (through the backend, and the engine alone);
// - the cart command layer + reducer over 10,000 random edits (per edit = the mean divided by 10,000).
import { bench, describe } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createSeededRandom, makeConfig, pick, randomInt } from '@crema/domain';
import { applyCartCommand, emptyCart, toPriceItem, toCartItem, type CartCommand, type CartItemInput, type CartState, type PriceOrderRequest } from '@crema/domain/ordering';
import { deriveStore, OPT, priceCart, seedCoupons } from '@crema/catalog/ordering';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { readStarsAccount } from '../rewards';
import { cartInput } from './test-app';
import { FRIENDLY_STORE, makeWorld } from './test-fixture';

const LINES: readonly CartItemInput[] = [
  cartInput('200201', 'hot', 'M', [{ n: OPT.milkOat, q: 1 }, { n: OPT.vanilla, q: 4 }]),
  cartInput('200201', 'iced', 'XL', [{ n: OPT.shot, q: 4 }]),
  cartInput('200401', 'hot', 'L', [{ n: OPT.milkAlmond, q: 1 }, { n: OPT.caramelDrizzle, v: 'Extra' }]),
  cartInput('201102', 'iced', 'L', [{ n: OPT.sweetCreamFoam, q: 2 }]),
  cartInput('201201', 'iced', 'XL', [{ n: OPT.brownSugar, q: 6 }]),
  cartInput('204201', 'iced', 'M'),
  cartInput('200101', 'hot', 'L', [{ n: OPT.classic, q: 2 }]),
  cartInput('200301', 'hot', 'S', [{ n: OPT.temperature, v: 'Extra hot' }]),
  cartInput('200601', 'hot', 'XL', [{ n: OPT.shot, q: 5 }]),
  cartInput('201101', 'iced', 'XL', [{ n: OPT.chocolateFoam, q: 1 }]),
  cartInput('300301', 'food', 'EA', [{ n: OPT.warming, v: 'Warmed' }]),
  cartInput('300101', 'food', 'EA'),
  cartInput('400201', 'whole-bean', 'OZ12', [{ n: OPT.grind, v: 'Pour over' }]),
  cartInput('200201', 'hot', 'S', [{ n: OPT.hazelnut, q: 2 }]),
  cartInput('200401', 'iced', 'M', [{ n: OPT.milkOat, q: 1 }]),
  cartInput('201102', 'iced', 'XL'),
  cartInput('200101', 'hot', 'S'),
  cartInput('200301', 'hot', 'M', [{ n: OPT.milkSoy, q: 1 }, { n: OPT.shot, q: 2 }]),
  cartInput('300301', 'food', 'EA'),
  cartInput('201201', 'iced', 'M', [{ n: OPT.milkCoconut, q: 1 }]),
];

const request: PriceOrderRequest = {
  storeNumber: FRIENDLY_STORE.storeNumber,
  store: FRIENDLY_STORE,
  cart: {
    items: LINES.map((l, i) => toPriceItem({ ...toCartItem(l, 0), key: `line-${i}` })),
    offers: [
      { code: 'STARS-25', type: 'STAR_REWARD', stars: 25 },
      { code: 'STARS-100', type: 'STAR_REWARD', stars: 100 },
      { code: 'BIRTHDAY-TREAT', type: 'REWARD', couponId: 'cpn-demo-birthday' },
    ],
  },
  fulfillment: { consumptionType: 'CONSUME_IN_STORE', collectionType: 'IN_STORE' },
};

describe('pricing a 20-line cart with options and offers (fake)', () => {
  const world = makeWorld();
  world.backend.setCurrentMember(DEMO_MEMBER.memberId);
  const store = deriveStore(FRIENDLY_STORE.storeNumber, FRIENDLY_STORE);
  const member = { stars: readStarsAccount(world.backend, DEMO_MEMBER.memberId).stars, coupons: seedCoupons()[DEMO_MEMBER.memberId] ?? [] };

  bench('priceOrder through the fake backend (new orderId, persisted pricing)', async () => {
    const r = await firstValueFrom(world.pricing.priceOrder(request));
    if (r._tag === 'Left' || r.right.appliedOffers.length !== 3) throw new Error('pricing failed');
  });

  bench('pricing engine alone', () => {
    const r = priceCart(request, store, member);
    if (r._tag === 'Left') throw new Error(r.left.code);
  });
});

describe('cart reducer over 10,000 random edits', () => {
  const config = makeConfig();
  const r = createSeededRandom(7);
  const commands: ((s: CartState) => CartCommand)[] = [];
  for (let n = 0; n < 10_000; n++) {
    const kind = randomInt(r, 0, 9);
    const item = { ...pick(r, LINES), quantity: randomInt(r, 1, 3) };
    const index = randomInt(r, 0, 30);
    const quantity = randomInt(r, 0, 5);
    const keyAt = (s: CartState): string => s.items[index % Math.max(1, s.items.length)]?.key ?? 'none';
    commands.push(
      kind < 4
        ? () => ({ type: 'add', item })
        : kind < 6
          ? (s) => ({ type: 'setQuantity', key: keyAt(s), quantity })
          : kind < 7
            ? (s) => ({ type: 'remove', key: keyAt(s) })
            : kind < 8
              ? (s) => ({ type: 'edit', key: keyAt(s), edit: item })
              : kind < 9
                ? (s) => ({ type: 'replace', key: keyAt(s), item })
                : () => ({ type: 'changeStore', storeNumber: `${index}-1` }),
    );
  }

  bench('10,000 validated edits (applyCartCommand)', () => {
    let s: CartState = emptyCart;
    for (const c of commands) {
      const next = applyCartCommand(s, c(s), { now: 0, config });
      if (next._tag === 'Right') s = next.right;
    }
    if (s.items.length > config.maximumItemAmount) throw new Error('limit broken');
  });
});
