// The payments capability's tables (migrations 0010-cards for the wallet's first columns, 0012-payments for the
// rest). A saved card is what a processor lets a merchant keep: the provider's token, the brand, the last four
// and the expiry; never the number nor the security code. Addresses are the member's address book; a
// single-use billing address is kept under its token only.
import type { ColumnType, Generated } from 'kysely';
import type { AddressInput } from '@crema/domain/payments';

type Json<T> = ColumnType<T, string, string>;

/** A member's saved payment instruments (cards, a linked PayPal account). */
export interface WalletInstrumentsTable {
  member_id: string;
  payment_instrument_id: string;
  /** amex | discover | mastercard | visa | paypal | venmo */
  payment_type: string;
  /** Four digits for cards; '' for linked accounts. */
  last_four: string;
  /** Cards only. */
  expiry_month: number | null;
  expiry_year: number | null;
  /** 0012: '' when none. */
  nickname: Generated<string>;
  /** 0012: at most one per member (a partial unique index). */
  is_default: Generated<boolean>;
  /** 0012: the provider's token (a card token the server's tokenizer issued, or the linked account's). */
  token: string | null;
  /** 0012: cards only, one of the member's own addresses (a foreign key on member and address). */
  billing_address_id: string | null;
  /** 0012: PayPal/Venmo only. */
  linked_account_email: string | null;
  /** 0012: the order instruments were added in. */
  seq: Generated<number>;
}

/** The member's saved addresses (spec section 3 "Address"), stored normalized by the domain's rules. */
export interface MemberAddressesTable {
  address_id: string;
  member_id: string;
  type: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  country_subdivision: string;
  country: string;
  seq: Generated<number>;
}

/** Single-use billing addresses by token (a guest's payment is checked against its token); nothing is saved to a wallet. */
export interface SingleUseAddressesTable {
  address_token: string;
  address: Json<AddressInput>;
  created_at: number;
}

export interface PaymentTables {
  wallet_instruments: WalletInstrumentsTable;
  member_addresses: MemberAddressesTable;
  single_use_addresses: SingleUseAddressesTable;
}
