// What Crema says to people outside it: each kind of outbound message and the facts it carries. The domain says
// what a message contains; adapters (the server's mail and SMS senders) say how it leaves. Links arrive whole:
// the server makes them from its public origin, the domain keeps no web addresses.
import type { Money } from '../shared/money';

export interface ReceiptLine {
  readonly name: string;
  readonly quantity: number;
  /** The line's price for its whole quantity. */
  readonly price: Money;
  /** Size and customizations, as the barista makes them ("Grande, Oat milk"). */
  readonly details?: string;
}

export type OutboundMessage =
  | { readonly kind: 'email-change-code'; readonly to: string; readonly code: string; readonly expiresInMinutes: number }
  | { readonly kind: 'mfa-phone-code'; readonly to: string; readonly code: string; readonly expiresInMinutes: number }
  /** To the old address, when the account's e-mail address changed. */
  | { readonly kind: 'email-changed-notice'; readonly to: string; readonly newEmail: string }
  | { readonly kind: 'password-changed-notice'; readonly to: string }
  | { readonly kind: 'password-reset'; readonly to: string; readonly firstName: string; readonly resetUrl: string; readonly expiresInMinutes: number }
  | {
      readonly kind: 'egift-delivery';
      readonly to: string;
      readonly recipientName: string;
      readonly senderName: string;
      readonly message: string;
      readonly amount: Money;
      readonly designName: string;
      /** The design's art, absolute (an <img> in the mail). */
      readonly artUrl: string;
      /** The public page that shows and claims this gift (carries its single-purpose token). */
      readonly claimUrl: string;
    }
  | {
      readonly kind: 'order-receipt';
      readonly to: string;
      readonly orderNumber: string;
      readonly storeName: string;
      /** When to pick up, as the customer chose it, already in the store's words ("Today 8:15 AM"). */
      readonly pickupTime: string;
      readonly lines: readonly ReceiptLine[];
      readonly total: Money;
      /** How it was paid, with the card's last four digits where it has them ("Visa ending in 4242", "PayPal"). */
      readonly paidWith: string;
      /** The page that shows the order's progress, when there is one. */
      readonly trackUrl?: string;
    }
  | { readonly kind: 'order-ready'; readonly to: string; readonly orderNumber: string; readonly storeName: string; readonly trackUrl?: string };

export type MessageKind = OutboundMessage['kind'];

/** Which channel a kind leaves by: codes for a phone go by SMS, everything else by e-mail. */
export const channelOf = (m: OutboundMessage): 'email' | 'sms' => (m.kind === 'mfa-phone-code' ? 'sms' : 'email');
