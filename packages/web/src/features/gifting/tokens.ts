// Typed service identifiers of the gifting screens, bound by app/modules/gifting.ts. No adapter imports here.
import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { AsyncState } from '@crema/domain';
import type { GiftCardDesign, GiftCatalogData, GiftFlow, LoadGiftCardInput, LoadGiftCatalogInput } from '@crema/domain/gifting';
import type { BillingAddressForm, GuestCardEntry, GuestCardToken, PaymentInstrument, ReadCardNumber } from '@crema/domain/payments';

export type LoadGiftCatalog = (input?: LoadGiftCatalogInput) => Observable<AsyncState<GiftCatalogData>>;
export type LoadGiftCard = (input: LoadGiftCardInput) => Observable<AsyncState<GiftCardDesign>>;
export type ListPaymentMethods = () => Observable<AsyncState<readonly PaymentInstrument[]>>;
export type TokenizeGuestCard = (card: GuestCardEntry) => Observable<AsyncState<GuestCardToken>>;
export type AddSingleUseBillingAddress = (form: BillingAddressForm) => Observable<AsyncState<{ readonly addressToken: string }>>;

export const GiftTokens = {
  LoadCatalog: Symbol.for('gifting.LoadCatalog') as ServiceIdentifier<LoadGiftCatalog>,
  LoadGiftCard: Symbol.for('gifting.LoadGiftCard') as ServiceIdentifier<LoadGiftCard>,
  /** The signed-in member's saved instruments, for the payment sheet. */
  ListPaymentMethods: Symbol.for('gifting.ListPaymentMethods') as ServiceIdentifier<ListPaymentMethods>,
  TokenizeGuestCard: Symbol.for('gifting.TokenizeGuestCard') as ServiceIdentifier<TokenizeGuestCard>,
  AddSingleUseBillingAddress: Symbol.for('gifting.AddSingleUseBillingAddress') as ServiceIdentifier<AddSingleUseBillingAddress>,
  /** The guest's card number as typed: brand, grouping, security-code length, refusal by name. */
  ReadCardNumber: Symbol.for('gifting.ReadCardNumber') as ServiceIdentifier<ReadCardNumber>,
  /** The gift in progress (form, payment, purchase, receipt), shared by the gift pages. */
  Flow: Symbol.for('gifting.Flow') as ServiceIdentifier<GiftFlow>,
} as const;
