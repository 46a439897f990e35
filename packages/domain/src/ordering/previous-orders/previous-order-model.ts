// Spec section 3 "Previous order": what a signed-in member has ordered.
import type { PreviousItemAvailability } from '../menu/catalog-model';

export interface PreviousOrderChildItem {
  readonly productNumber: string;
  readonly name: string;
  readonly quantity?: number;
  readonly value?: string;
  readonly sku?: string;
}

export interface PreviousOrderItem {
  readonly product: {
    readonly productNumber?: string;
    readonly formCode: string;
    readonly name: string;
    readonly form: { readonly availability: PreviousItemAvailability };
  };
  readonly quantity: number;
  readonly sizeCode: string;
  readonly sku: string;
  readonly sizeName: string;
  readonly childItems: readonly PreviousOrderChildItem[];
}

export interface PreviousOrder {
  readonly orderId: string;
  /** '141' marks an express order (spec section 9). */
  readonly orderType: string;
  readonly orderedAt: number;
  readonly storeNumber: string;
  readonly storeName?: string;
  readonly basket: { readonly items: readonly PreviousOrderItem[] };
  readonly expressOrderToken?: string;
  readonly totalMinor?: number;
}
