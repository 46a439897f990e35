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
  /**
   * A forgotten password (issue #27; the spec names no route for it, these are ours): ask for a link by e-mail, then
   * set a new password with it. Both are open to anyone signed out. The e-mail's link is the server's
   * (server/src/auth/password-reset.ts RESET_PAGE) and carries its token in the fragment, #token=..., which no
   * browser sends to a server or in a Referer.
   */
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
} as const;

/** The reset page as a link's address: its token in the fragment. */
export const resetPasswordLink = (token: string): string => `${AccountPaths.resetPassword}#token=${encodeURIComponent(token)}`;

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
