// The account area's map (spec section 2: Stored-value cards, Payment methods, Account): its sections, in the
// order of the one navigation every account page shares, and what the overview says of the member. Labels and
// descriptions are ours (text not given by the spec). Where each section lives is the app's: it maps each key
// to its page.
import type { MemberSession } from '../shared/session';
import { primaryCard } from '../cards/rules';
import type { StoredValueCard } from '../cards/model';
import { initialsOf } from './personal/details-rules';

export type AccountSectionKey = 'overview' | 'cards' | 'paymentMethods' | 'rewards' | 'history' | 'personal' | 'profile' | 'settings';

export interface AccountSection {
  readonly key: AccountSectionKey;
  /** The navigation's label. */
  readonly label: string;
  /** One line on the overview: what the member finds there. */
  readonly description: string;
}

/** Every account page, in the navigation's order: the overview, then what members open most. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { key: 'overview', label: 'Overview', description: 'Your Stars, your Crema card and everything in your account.' },
  { key: 'cards', label: 'Cards', description: 'Pay in store, add money and set up Auto reload.' },
  { key: 'paymentMethods', label: 'Payment methods', description: 'Saved cards, PayPal and billing addresses.' },
  { key: 'rewards', label: 'Rewards', description: 'Your Stars, the rewards they buy and when they expire.' },
  { key: 'history', label: 'History', description: 'Past orders and the e-gifts you sent.' },
  { key: 'personal', label: 'Personal info', description: 'Your name, phone, birthday and address.' },
  { key: 'profile', label: 'Profile', description: 'Your display name and favorite drink.' },
  { key: 'settings', label: 'Settings', description: 'Password, e-mail, communication and privacy.' },
];

/** The member's name as the overview greets them: first and last name, else the e-mail. */
export const memberFullName = (m: Pick<MemberSession, 'firstName' | 'lastName' | 'email'>): string => {
  const name = `${m.firstName.trim()} ${m.lastName.trim()}`.trim();
  return name === '' ? m.email : name;
};

export const memberInitials = (m: Pick<MemberSession, 'firstName' | 'lastName' | 'email'>): string => initialsOf(memberFullName(m));

/** The card the overview shows: the primary one (the card scanned in store), else none. */
export type OverviewCard =
  | { readonly kind: 'primary'; readonly card: StoredValueCard; readonly others: number }
  | { readonly kind: 'noPrimary'; readonly count: number }
  | { readonly kind: 'none' };

export const overviewCard = (cards: readonly StoredValueCard[]): OverviewCard => {
  const primary = primaryCard(cards);
  if (primary !== undefined) return { kind: 'primary', card: primary, others: cards.length - 1 };
  return cards.length > 0 ? { kind: 'noPrimary', count: cards.length } : { kind: 'none' };
};
