// The offers the ordering server knows: Star rewards (any member with enough Stars) and the demo member's
// coupons (REWARD offers), kept per member (a coupon is used up by the order that redeems it).
import type { OfferType, ProductType } from '@crema/domain/ordering';
import { DEMO_MEMBER } from '../members';

export type OfferRule =
  /** The customization charge of one drink. */
  | 'customization'
  /** One brewed coffee or tea, or a bakery item (size price, customizations not included). */
  | 'brewed'
  /** One handcrafted drink, customizations included. */
  | 'handcrafted'
  /** One item of the allowed product types, free. */
  | 'freeItem'
  /** Half off one item of the allowed product types. */
  | 'halfOff';

export interface OfferDef {
  readonly code: string;
  readonly type: OfferType;
  readonly description: string;
  readonly rule: OfferRule;
  readonly stars: number;
  readonly couponId?: string;
  readonly productTypes?: readonly ProductType[];
}

/** Star rewards ('Free drink customization' 25, 'Free brewed coffee, tea or bakery item' 100, 'Free handcrafted drink' 200). */
export const STAR_REWARDS: readonly OfferDef[] = [
  { code: 'STARS-25', type: 'STAR_REWARD', description: 'Free drink customization', rule: 'customization', stars: 25 },
  { code: 'STARS-100', type: 'STAR_REWARD', description: 'Free brewed coffee, tea or bakery item', rule: 'brewed', stars: 100 },
  { code: 'STARS-200', type: 'STAR_REWARD', description: 'Free handcrafted drink', rule: 'handcrafted', stars: 200 },
];

export type CouponsByMember = Readonly<Record<string, readonly OfferDef[]>>;

export const DEMO_COUPONS = {
  birthday: 'cpn-demo-birthday',
  halfOffFood: 'cpn-demo-food',
} as const;

export const seedCoupons = (): CouponsByMember => ({
  [DEMO_MEMBER.memberId]: [
    {
      code: 'BIRTHDAY-TREAT',
      type: 'REWARD',
      description: 'Birthday treat: a handcrafted drink or food item on us',
      rule: 'freeItem',
      stars: 0,
      couponId: DEMO_COUPONS.birthday,
      productTypes: ['Beverage', 'Food'],
    },
    {
      code: 'HALF-OFF-FOOD',
      type: 'REWARD',
      description: '50% off one food item',
      rule: 'halfOff',
      stars: 0,
      couponId: DEMO_COUPONS.halfOffFood,
      productTypes: ['Food'],
    },
  ],
});
