// Typed service identifiers of the gifting screens, bound by app/modules/gifting.ts. No adapter imports here.
import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { AsyncState } from '@crema/domain';
import type { GiftCardDesign, GiftCatalogData, GiftFlow, LoadGiftCardInput, LoadGiftCatalogInput, makeAddGiftGuestCard } from '@crema/domain/gifting';
import type { PaymentInstrument, ReadCardNumber } from '@crema/domain/payments';

export type LoadGiftCatalog = (input?: LoadGiftCatalogInput) => Observable<AsyncState<GiftCatalogData>>;
export type LoadGiftCard = (input: LoadGiftCardInput) => Observable<AsyncState<GiftCardDesign>>;
export type ListPaymentMethods = () => Observable<AsyncState<readonly PaymentInstrument[]>>;
export type AddGiftGuestCard = ReturnType<typeof makeAddGiftGuestCard>;

export const GiftTokens = {
  LoadCatalog: Symbol.for('gifting.LoadCatalog') as ServiceIdentifier<LoadGiftCatalog>,
  LoadGiftCard: Symbol.for('gifting.LoadGiftCard') as ServiceIdentifier<LoadGiftCard>,
  /** The signed-in member's saved instruments, for the payment sheet. */
  ListPaymentMethods: Symbol.for('gifting.ListPaymentMethods') as ServiceIdentifier<ListPaymentMethods>,
  /** The guest's card tokenized and its single-use billing address registered, as one step. */
  AddGuestCard: Symbol.for('gifting.AddGuestCard') as ServiceIdentifier<AddGiftGuestCard>,
  /** The guest's card number as typed: brand, grouping, security-code length, refusal by name. */
  ReadCardNumber: Symbol.for('gifting.ReadCardNumber') as ServiceIdentifier<ReadCardNumber>,
  /** The gift in progress (form, payment, purchase, receipt), shared by the gift pages. */
  Flow: Symbol.for('gifting.Flow') as ServiceIdentifier<GiftFlow>,
} as const;
