// The account tables (migration 0016-account). Names, e-mail and the password hash stay in `members`
// (auth); these hold the rest of the member's record, the pending codes (hashed), and the log of every e-mail
// and text message an account change sent (the job queue delivers them; the log is pruned after a day).
import type { ColumnType } from 'kysely';
import type { OutboundMessage } from '@crema/domain/messages';
import type { PersonalAddress } from '@crema/domain/account';

type Json<T> = ColumnType<T, string, string>;

export interface AccountPersonalTable {
  member_id: string;
  phone_number: string | null;
  birthday_month: number | null;
  birthday_day: number | null;
  address: Json<PersonalAddress | null>;
}

export interface AccountProfilesTable {
  member_id: string;
  /** null: the member has not chosen one ('Avery Q.' from the name). */
  display_name: string | null;
  favorite_drink: string;
  /** Epoch ms of registration (the demo member's from the catalog; others' from members.created_at). */
  member_since: number;
}

export interface AccountPreferencesTable {
  member_id: string;
  email_offers: boolean;
  push: boolean;
  sms: boolean;
}

/** One partner number links to one member at a time (a unique column, so two members cannot race to it). */
export interface PartnerLinksTable {
  member_id: string;
  partner_number: string;
  linked_at: number;
}

export interface AccountPrivacyTable {
  member_id: string;
  data_download_requested_at: number | null;
  data_download_ready_at: number | null;
  deletion_requested_at: number | null;
  deletion_scheduled_for: number | null;
}

export interface MfaPhonesTable {
  member_id: string;
  phone_number: string;
  verified_at: number;
}

/** A member's pending code per purpose (a new request replaces it); only the code's hash is kept here. */
export interface VerificationCodesTable {
  member_id: string;
  purpose: 'email' | 'mfaPhone';
  target: string;
  code_hash: string;
  expires_at: number;
  attempts_left: number;
}

/** What the server would send by e-mail or text: the codes to the new address or phone, notices to the old address. */
/** The messages an account change sends. */
export type AccountMessage = Extract<OutboundMessage, { kind: 'email-change-code' | 'email-changed-notice' | 'mfa-phone-code' | 'password-changed-notice' }>;

export interface AccountOutboxTable {
  message_id: string;
  member_id: string;
  channel: 'email' | 'sms';
  recipient: string;
  kind: AccountMessage['kind'];
  subject: string;
  body: string;
  created_at: number;
}

export interface AccountTables {
  account_personal: AccountPersonalTable;
  account_profiles: AccountProfilesTable;
  account_preferences: AccountPreferencesTable;
  partner_links: PartnerLinksTable;
  account_privacy: AccountPrivacyTable;
  mfa_phones: MfaPhonesTable;
  verification_codes: VerificationCodesTable;
  account_outbox: AccountOutboxTable;
}
