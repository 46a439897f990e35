// E-gift history per member (table 'egiftHistory'), written by the fake gift-purchase and read by the
// account area's /account/history/egift through listEgiftHistory.
import type { Money } from '@crema/domain';
import type { DeliveryMethod, GiftPaymentType } from '@crema/domain/gifting';
import type { FakeBackend, Table } from '../backend';
import { DEMO_MEMBER } from '../seed';

export interface EgiftHistoryLine {
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly deliveryMethod: DeliveryMethod;
  readonly deliveryDate: string;
  readonly productNumber: string;
  readonly designName: string;
  readonly message: string;
  readonly amount: Money;
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

export type EgiftHistoryTable = Readonly<Record<string, readonly EgiftHistoryEntry[]>>;

export const EGIFT_HISTORY_TABLE = 'egiftHistory';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

const demoLine = (recipientName: string, recipientEmail: string, deliveryDate: string, productNumber: string, designName: string, message: string, amount: number): EgiftHistoryLine => ({
  recipientName,
  recipientEmail,
  deliveryMethod: 'EMAIL',
  deliveryDate,
  productNumber,
  designName,
  message,
  amount: usd(amount),
});

/** Two past gifts of the demo member; the new member has none. */
export const seedEgiftHistory = (): EgiftHistoryTable => ({
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
        demoLine('Riley', 'riley@example.com', '2026-11-02', '11000101', 'Thanks a Latte', 'Thanks for covering my shift!', 2500),
        demoLine('Morgan', 'morgan@example.com', '2026-11-02', '11000101', 'Thanks a Latte', 'Thanks for covering my shift!', 2500),
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
      egifts: [demoLine('Sam', 'sam@example.com', '2026-10-03', '12000201', 'Birthday Cake', 'Happy birthday, Sam!', 1500)],
    },
  ],
});

export const egiftHistoryTable = (backend: FakeBackend): Table<EgiftHistoryTable> => backend.table(EGIFT_HISTORY_TABLE, seedEgiftHistory);

/** A member's e-gift purchases, newest first (default: the member signed in to the fake; none for guests). */
export const listEgiftHistory = (backend: FakeBackend, memberId: string | undefined = backend.currentMemberId()): readonly EgiftHistoryEntry[] =>
  memberId === undefined ? [] : [...(egiftHistoryTable(backend).read()[memberId] ?? [])].sort((a, b) => b.purchasedAt - a.purchasedAt);

export const recordEgiftPurchase = (backend: FakeBackend, memberId: string, entry: EgiftHistoryEntry): void => {
  egiftHistoryTable(backend).update((t) => ({ ...t, [memberId]: [entry, ...(t[memberId] ?? [])] }));
};

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
}

export const listEgiftHistoryRows = (backend: FakeBackend, memberId: string | undefined = backend.currentMemberId()): readonly EgiftHistoryRow[] =>
  listEgiftHistory(backend, memberId).flatMap((e) =>
    e.egifts.map((g) => ({
      orderNumber: e.orderNumber,
      purchasedAt: e.purchasedAt,
      recipientName: g.recipientName,
      recipientEmail: g.recipientEmail,
      amount: g.amount,
      productNumber: g.productNumber,
      designName: g.designName,
      message: g.message,
    })),
  );
