// Spec section 3 "Account settings" and section 2 account routes: the member's personal details, profile,
// communication preferences, privacy requests, multi-factor phone, and order / e-gift history.
import type { Money, PostalAddress } from '../shared';

export interface Birthday {
  /** 1..12 */
  readonly month: number;
  /** 1..31 (valid for the month; 29 February allowed). */
  readonly day: number;
}

export type PersonalAddress = PostalAddress;

/** /account/personal */
export interface PersonalDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber?: string;
  readonly birthday?: Birthday;
  readonly address?: PersonalAddress;
}

/** What the personal-details form submits (e-mail changes through its own code flow). */
export type PersonalDetailsInput = Omit<PersonalDetails, 'email'>;

/** /account/personal/partner: a member who is an employee ("partner") links their employee number. */
export interface PartnerLink {
  readonly partnerNumber: string;
  readonly linkedAt: number;
}

/** /account/profile */
export interface Profile {
  readonly displayName: string;
  /** Up to two capital letters, from the display name. */
  readonly initials: string;
  /** Epoch ms of registration. */
  readonly memberSince: number;
  readonly favoriteDrink: string;
}

export type ProfileInput = Pick<Profile, 'displayName' | 'favoriteDrink'>;

/** /account/settings/communication-preferences */
export interface CommunicationPreferences {
  readonly emailOffers: boolean;
  readonly push: boolean;
  readonly sms: boolean;
}

/** /account/settings/privacy */
export interface PrivacyState {
  /** Epoch ms of the latest data-download request, if any. */
  readonly dataDownloadRequestedAt?: number;
  /** When the download is ready (the fake prepares it 24 h after the request). */
  readonly dataDownloadReadyAt?: number;
  /** Epoch ms of a confirmed account-deletion request, if any. */
  readonly deletionRequestedAt?: number;
  /** The account is removed after this date; until then the request can be cancelled. */
  readonly deletionScheduledFor?: number;
}

/** /account/settings/mfa */
export interface MfaPhone {
  readonly phoneNumber?: string;
  readonly verifiedAt?: number;
}

/** A code sent by e-mail or SMS that the member must enter (e-mail change, multi-factor phone). */
export interface PendingCode {
  /** Where the code went (the new e-mail address or phone number). */
  readonly target: string;
  readonly expiresAt: number;
}

export interface OrderHistoryItem {
  readonly name: string;
  readonly quantity: number;
  /** Size or form label ('Medium', 'Iced'...), when known. */
  readonly detail?: string;
}

/** /account/history: one past order. Written by the ordering capability when an order is placed. */
export interface OrderHistoryEntry {
  readonly orderId: string;
  readonly storeNumber: string;
  readonly storeName: string;
  /** Epoch ms. */
  readonly placedAt: number;
  readonly items: readonly OrderHistoryItem[];
  readonly total: Money;
  readonly starsEarned: number;
}

/**
 * Whether an e-gift's e-mail has gone out: 'sending' from the purchase until the mail is delivered, then
 * 'delivered' with when. Absent where nobody knows (a gift bought before deliveries were recorded).
 */
export type EgiftDelivery = { readonly status: 'sending' } | { readonly status: 'delivered'; readonly deliveredAt: number };

/** /account/history/egift: one e-gift sent (one row per recipient of a purchase). */
export interface EgiftHistoryEntry {
  readonly orderNumber: string;
  readonly purchasedAt: number;
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly amount: Money;
  readonly productNumber?: string;
  /** The card design's name ('Thanks a Latte'). */
  readonly designName?: string;
  readonly message?: string;
  readonly delivery?: EgiftDelivery;
}

/** A data export, once prepared: a JSON document the member can save. */
export interface DataExport {
  readonly fileName: string;
  readonly contents: string;
}
