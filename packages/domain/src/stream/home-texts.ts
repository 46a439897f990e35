// The home page's own texts: the first page needs them without the stream rules.

/** Home page texts around the stream. Text not given by the spec. */
export const HomeMessages = {
  pageTitle: 'Home',
  heroLead: 'Order ahead and skip the line, send an e-gift in seconds, and earn Stars on every sip.',
  startOrder: 'Start an order',
  findStore: 'Find a store',
  streamLabel: 'For you',
  loadingStream: 'Loading your cards',
  empty: "You're all caught up. New offers and news will show up here.",
  actionsLabel: 'Quick actions',
  joinNow: 'Join now',
  benefitsTitle: 'Crema Rewards benefits',
  previousBenefit: 'Previous benefit',
  nextBenefit: 'Next benefit',
  /** Beside a star level the member can already redeem. */
  levelReady: 'Ready',
} as const;

/** The rewards benefits carousel of signed-out visitors (spec sections 1 and 2). Text not given by the spec. */
export const REWARDS_BENEFITS: readonly { readonly title: string; readonly body: string }[] = [
  { title: 'Free drinks and food', body: 'Every order earns Stars. Redeem 100 Stars for a brewed coffee, 200 for a handcrafted drink.' },
  { title: 'Order ahead', body: 'Customize your usual, pay in the app and pick it up at the counter, the drive-thru or curbside.' },
  { title: 'A birthday treat', body: 'Members get a free treat on their birthday, on us.' },
  { title: 'Pay faster', body: 'Add money to a Crema card and scan to pay in any store.' },
];

/** The benefits carousel's slide name, counting from 1: '2 of 4: Order ahead'. Text not given by the spec. */
export const benefitSlideLabel = (index: number, count: number, title: string): string => `${index + 1} of ${count}: ${title}`;

/** The carousel's button for one slide, counting from 1: 'Show benefit 3: A birthday treat'. Text not given by the spec. */
export const showBenefitLabel = (index: number, title: string): string => `Show benefit ${index + 1}: ${title}`;
