// The account pages' addresses (spec section 2 "Account"): where each section of the domain's account map
// lives, and which section a path belongs to (the navigation marks it current).
import type { AccountSectionKey } from '@crema/domain/account';
import { CardPaths } from './cards';
import { PaymentPaths } from './payments';
import { RewardsPaths } from './rewards';

export const AccountPaths = {
  overview: '/account',
  history: '/account/history',
  personal: '/account/personal',
  profile: '/account/profile',
  settings: '/account/settings',
} as const;

export const ACCOUNT_SECTION_PATHS: Readonly<Record<AccountSectionKey, string>> = {
  overview: AccountPaths.overview,
  cards: CardPaths.list,
  paymentMethods: PaymentPaths.home,
  rewards: RewardsPaths.rewards,
  history: AccountPaths.history,
  personal: AccountPaths.personal,
  profile: AccountPaths.profile,
  settings: AccountPaths.settings,
};

const SECTIONS = Object.entries(ACCOUNT_SECTION_PATHS) as [AccountSectionKey, string][];

/** The section a path belongs to: the longest section path that is the path or one of its parents. */
export const accountSectionOf = (pathname: string): AccountSectionKey | undefined => {
  const path = pathname.replace(/\/+$/, '') || '/';
  const within = (section: string): boolean => path === section || (section !== AccountPaths.overview && path.startsWith(`${section}/`));
  return SECTIONS.filter(([, p]) => within(p)).sort(([, a], [, b]) => b.length - a.length)[0]?.[0];
};
