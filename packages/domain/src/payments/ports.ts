// What the payments capability needs from the outside world. Every method answers
// Observable<Either<PaymentError, T>>; member-scoped methods act for the signed-in member (401 otherwise).
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { Address, AddressInput, CardBrand, CardExpiry, CardNetwork, PaymentInstrument, TokenizedCard } from './model';
import type { PaymentError } from './errors';

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
  list(): Observable<Either<PaymentError, readonly PaymentInstrument[]>>;
  addCard(cmd: AddCardCommand): Observable<Either<PaymentError, PaymentInstrument>>;
  edit(cmd: EditInstrumentCommand): Observable<Either<PaymentError, PaymentInstrument>>;
  /** Answers the removed instrument. When it was the default, the first remaining one becomes the default. */
  remove(paymentInstrumentId: string): Observable<Either<PaymentError, PaymentInstrument>>;
  /** Answers the whole wallet after the change. */
  setDefault(paymentInstrumentId: string): Observable<Either<PaymentError, readonly PaymentInstrument[]>>;
  linkPaypal(cmd: LinkPaypalCommand): Observable<Either<PaymentError, PaymentInstrument>>;
}

/** The member's saved addresses (spec section 7 graph operations), plus single-use billing addresses. */
export interface Addresses {
  list(): Observable<Either<PaymentError, readonly Address[]>>;
  create(input: AddressInput): Observable<Either<PaymentError, Address>>;
  update(address: Address): Observable<Either<PaymentError, Address>>;
  /** A billing address used once (guest checkout); nothing is saved to a wallet. No sign-in needed. */
  addSingleUseBillingAddress(input: AddressInput): Observable<Either<PaymentError, { readonly addressToken: string }>>;
}

export interface TokenizeCardCommand {
  readonly cardNumber: string;
  readonly expiry: CardExpiry;
  readonly securityCode: string;
  /**
   * The billing postal code (a US ZIP in guest checkout) the provider checks the card against. Sent with the
   * card when the form collects one (guest checkout, guest gifts); a member's saved card has its billing address.
   */
  readonly postalCode?: string;
  /** Brands the caller accepts; any other brand is refused with CARD_BRAND_NOT_ACCEPTED. */
  readonly allowedBrands: readonly CardBrand[];
}

/**
 * The payment provider: turns a raw card into a token. It checks brand, Luhn, expiry and security-code
 * length, and keeps only the token, brand and last four. No sign-in needed (guest checkout uses it).
 */
export interface CardTokenizer {
  tokenize(cmd: TokenizeCardCommand): Observable<Either<PaymentError, TokenizedCard>>;
}

/** A network whose prefixes a (partly typed) card number matches, and how that network's numbers look. */
export interface CardNetworkMatch {
  readonly network: CardNetwork;
  /**
   * How many leading digits matched one of the network's prefixes in full (1 for visa's '4', 4 for '6011');
   * undefined while the digits are only the start of a longer prefix ('35' of JCB's 3528–3589).
   */
  readonly prefixLength: number | undefined;
  /** Digit counts after which a group ends, for display: [4, 8, 12] is 4-4-4-4, [4, 10] is 4-6-5. */
  readonly gaps: readonly number[];
  /** The number lengths the network issues. */
  readonly lengths: readonly number[];
  readonly securityCodeLength: number;
}

/**
 * The card networks' prefix table (issuer identification ranges), as a card library keeps it. Synchronous
 * and pure, for it is read on every keystroke; the payment provider checks numbers against the same table.
 */
export interface CardNetworks {
  /** Every network the digits belong to, or could still belong to as more are typed; [] when none. */
  matching(digits: string): readonly CardNetworkMatch[];
}
