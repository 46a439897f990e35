// The e-gift history the server keeps per member: its shapes, the demo member's two past gifts, the entry a
// member's accepted purchase writes, and the flat one-row-per-e-gift shape the account area lists.
import type { Money } from '@crema/domain';
import { giftTotal, type DeliveryMethod, type GiftPaymentType, type GiftPurchaseRequest } from '@crema/domain/gifting';
import type { EgiftDelivery } from '@crema/domain/account';
import { DEMO_MEMBER } from '../members';

export interface EgiftHistoryLine {
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly deliveryMethod: DeliveryMethod;
  readonly deliveryDate: string;
  readonly productNumber: string;
  readonly designName: string;
  readonly message: string;
  readonly amount: Money;
  /** Whether its e-mail went out (the server's record); absent when not known. */
  readonly delivery?: EgiftDelivery;
}

export interface EgiftHistoryEntry {
  readonly orderNumber: string;
  readonly requestId: string;
  readonly purchasedAt: number;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly paymentType: GiftPaymentType;
  /** Last four of the card paid with; empty for linked accounts. */
  readonly accountNumberLastFour: string;
  readonly total: Money;
  readonly egifts: readonly EgiftHistoryLine[];
}

export type EgiftHistoryByMember = Readonly<Record<string, readonly EgiftHistoryEntry[]>>;

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

/** A past gift of the demo member: its e-mail went out a minute after the purchase (`sentAt`). */
const demoLine = (recipientName: string, recipientEmail: string, deliveryDate: string, productNumber: string, designName: string, message: string, amount: number, sentAt: number): EgiftHistoryLine => ({
  recipientName,
  recipientEmail,
  deliveryMethod: 'EMAIL',
  deliveryDate,
  productNumber,
  designName,
  message,
  amount: usd(amount),
  delivery: { status: 'delivered', deliveredAt: sentAt + 60_000 },
});

/** Two past gifts of the demo member; the new member has none. */
export const seedEgiftHistory = (): EgiftHistoryByMember => ({
  [DEMO_MEMBER.memberId]: [
    {
      orderNumber: 'egift-demo-0002',
      requestId: 'gift-demo-0002',
      purchasedAt: Date.UTC(2026, 10, 2, 17, 12),
      senderName: `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}`,
      senderEmail: DEMO_MEMBER.email,
      paymentType: 'visa',
      accountNumberLastFour: '4242',
      total: usd(5000),
      egifts: [
        demoLine('Riley', 'riley@example.com', '2026-11-02', '11000101', 'Thanks a Latte', 'Thanks for covering my shift!', 2500, Date.UTC(2026, 10, 2, 17, 12)),
        demoLine('Morgan', 'morgan@example.com', '2026-11-02', '11000101', 'Thanks a Latte', 'Thanks for covering my shift!', 2500, Date.UTC(2026, 10, 2, 17, 12)),
      ],
    },
    {
      orderNumber: 'egift-demo-0001',
      requestId: 'gift-demo-0001',
      purchasedAt: Date.UTC(2026, 9, 3, 9, 40),
      senderName: `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}`,
      senderEmail: DEMO_MEMBER.email,
      paymentType: 'mastercard',
      accountNumberLastFour: '4444',
      total: usd(1500),
      egifts: [demoLine('Sam', 'sam@example.com', '2026-10-03', '12000201', 'Birthday Cake', 'Happy birthday, Sam!', 1500, Date.UTC(2026, 9, 3, 9, 40))],
    },
  ],
});

/** The history entry of an accepted member purchase; `designName` names a design by product number. */
export const egiftHistoryEntry = (
  r: Pick<GiftPurchaseRequest, 'requestId' | 'senderName' | 'senderEmail' | 'paymentType' | 'egifts' | 'currency'>,
  accepted: { readonly orderNumber: string; readonly purchasedAt: number; readonly accountNumberLastFour: string },
  designName: (productNumber: string) => string,
): EgiftHistoryEntry => ({
  orderNumber: accepted.orderNumber,
  requestId: r.requestId,
  purchasedAt: accepted.purchasedAt,
  senderName: r.senderName,
  senderEmail: r.senderEmail,
  paymentType: r.paymentType,
  accountNumberLastFour: accepted.accountNumberLastFour,
  total: giftTotal(r.egifts, r.currency),
  egifts: r.egifts.map((g) => ({
    recipientName: g.recipientName,
    recipientEmail: g.recipientEmail,
    deliveryMethod: g.deliveryMethod,
    deliveryDate: g.deliveryDate,
    productNumber: g.product,
    designName: designName(g.product),
    message: g.message,
    amount: g.amount,
  })),
});

/** One row per e-gift (per recipient), newest first: the flat shape the account area's e-gift history lists. */
export interface EgiftHistoryRow {
  readonly orderNumber: string;
  readonly purchasedAt: number;
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly amount: Money;
  readonly productNumber: string;
  readonly designName: string;
  readonly message: string;
  readonly delivery?: EgiftDelivery;
}

/** Entries (newest first) as rows, one per e-gift. */
export const egiftHistoryRows = (entries: readonly EgiftHistoryEntry[]): readonly EgiftHistoryRow[] =>
  entries.flatMap((e) =>
    e.egifts.map((g) => ({
      orderNumber: e.orderNumber,
      purchasedAt: e.purchasedAt,
      recipientName: g.recipientName,
      recipientEmail: g.recipientEmail,
      amount: g.amount,
      productNumber: g.productNumber,
      designName: g.designName,
      message: g.message,
      ...(g.delivery === undefined ? {} : { delivery: g.delivery }),
    })),
  );
