// What the payments capability needs from the outside world. Every method answers
// Observable<Either<DomainError, T>>; member-scoped methods act for the signed-in member (401 otherwise).
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { Address, AddressInput, CardBrand, CardExpiry, PaymentInstrument, TokenizedCard } from './model';

export interface AddCardCommand {
  /** The provider token from CardTokenizer.tokenize; the card number itself never reaches this port. */
  readonly token: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly expiry: CardExpiry;
  readonly billingAddressId: string;
  readonly nickname?: string;
  readonly makeDefault?: boolean;
}

export interface EditInstrumentCommand {
  readonly paymentInstrumentId: string;
  readonly nickname?: string;
  /** Cards only. */
  readonly expiry?: CardExpiry;
  /** Cards only. */
  readonly billingAddressId?: string;
  /** true makes it the default; false is ignored (there is always exactly one default). */
  readonly makeDefault?: boolean;
}

export interface LinkPaypalCommand {
  /** The PayPal account that approved the link. */
  readonly accountEmail: string;
  readonly nickname?: string;
  readonly makeDefault?: boolean;
}

/** The member's wallet of saved payment instruments. */
export interface PaymentMethods {
  list(): Observable<Either<DomainError, readonly PaymentInstrument[]>>;
  addCard(cmd: AddCardCommand): Observable<Either<DomainError, PaymentInstrument>>;
  edit(cmd: EditInstrumentCommand): Observable<Either<DomainError, PaymentInstrument>>;
  /** Answers the removed instrument. When it was the default, the first remaining one becomes the default. */
  remove(paymentInstrumentId: string): Observable<Either<DomainError, PaymentInstrument>>;
  /** Answers the whole wallet after the change. */
  setDefault(paymentInstrumentId: string): Observable<Either<DomainError, readonly PaymentInstrument[]>>;
  linkPaypal(cmd: LinkPaypalCommand): Observable<Either<DomainError, PaymentInstrument>>;
}

/** The member's saved addresses (spec section 7 graph operations), plus single-use billing addresses. */
export interface Addresses {
  list(): Observable<Either<DomainError, readonly Address[]>>;
  create(input: AddressInput): Observable<Either<DomainError, Address>>;
  update(address: Address): Observable<Either<DomainError, Address>>;
  /** A billing address used once (guest checkout); nothing is saved to a wallet. No sign-in needed. */
  addSingleUseBillingAddress(input: AddressInput): Observable<Either<DomainError, { readonly addressToken: string }>>;
}

export interface TokenizeCardCommand {
  readonly cardNumber: string;
  readonly expiry: CardExpiry;
  readonly securityCode: string;
  /** Brands the caller accepts; any other brand is refused with CARD_BRAND_NOT_ACCEPTED. */
  readonly allowedBrands: readonly CardBrand[];
}

/**
 * The payment provider: turns a raw card into a token. It checks brand, Luhn, expiry and security-code
 * length, and keeps only the token, brand and last four. No sign-in needed (guest checkout uses it).
 */
export interface CardTokenizer {
  tokenize(cmd: TokenizeCardCommand): Observable<Either<DomainError, TokenizedCard>>;
}
