// The server's stream cards. Static cards are seeded once (dates relative to the seeding day) and
// persisted; the onboarding and stars-expiring cards are built at each request from the member's live
// onboarding record and Stars account. Several cards are deliberately ones the client's filters must drop
// (marked DROPPED below).
import { MS_PER_DAY } from '@crema/domain';
import { startOfUtcDay, expiringStarsNudge } from '@crema/domain/rewards';
import type { OnboardingItem, RewardPointsExpirationItem, StreamItem } from '@crema/domain/stream';
import { DEMO_MEMBER } from '../members';
import type { StarsAccount } from '../rewards';
import type { CompletedTasks } from './onboarding-seed';

export const demoMemberItems = (now: number): StreamItem[] => {
  const day = startOfUtcDay(now);
  return [
    {
      id: 'stream-coupon-bogo', type: 'coupon', rank: 90, expires: day + 8 * MS_PER_DAY,
      title: 'Buy one, get one free',
      body: 'Bring a friend: buy any handcrafted drink, Medium or larger, and the second one is on us.',
      cta: { text: 'Start an order', url: '/menu' },
      legalFooter: 'Valid at participating stores. One use per member. Excludes bottled drinks.',
      reward: { couponCode: 'BOGO-HANDCRAFTED', status: 'Available' },
    },
    // DROPPED: the same coupon code again, ranked lower.
    {
      id: 'stream-coupon-bogo-repeat', type: 'coupon', rank: 40, expires: day + 8 * MS_PER_DAY,
      title: 'Buy one, get one free', body: 'Share the love this week.',
      reward: { couponCode: 'BOGO-HANDCRAFTED', status: 'Available' },
    },
    {
      id: 'stream-coupon-cold-brew', type: 'coupon', rank: 70, expires: day + 20 * MS_PER_DAY,
      title: '$2 off any cold brew', body: 'Smooth, slow-steeped and now $2 off. Add it to your next order.',
      cta: { text: 'Order cold brew', url: '/menu' },
      legalFooter: 'One use per member. Cannot be combined with other offers.',
      reward: { couponCode: 'COLD-BREW-2', status: 'Available' },
    },
    // DROPPED: already redeemed.
    {
      id: 'stream-coupon-double-stars', type: 'coupon', rank: 88,
      title: 'Double Stars Monday', body: 'Earn twice the Stars on every order today.',
      reward: { couponCode: 'DOUBLE-STARS', status: 'Redeemed' },
    },
    // DROPPED: expired yesterday.
    {
      id: 'stream-coupon-pastry', type: 'coupon', rank: 65, expires: day - MS_PER_DAY,
      title: 'Half-price pastry', body: 'Pair any drink with a bakery item for half price.',
      reward: { couponCode: 'PASTRY-50', status: 'Available' },
    },
    {
      id: 'stream-info-holiday', type: 'information', rank: 80, segmentationTiers: [2, 3],
      title: 'Holiday favorites are back',
      body: 'Peppermint mocha, chestnut praline and the new toasted-sugar oat latte. Sip the season.',
      cta: { text: 'See holiday drinks', url: '/menu' },
    },
    // DROPPED: targets tier 1 only.
    {
      id: 'stream-info-tier-one', type: 'information', rank: 79, segmentationTiers: [1],
      title: 'Welcome to Green level', body: 'Collect 300 Stars this year to reach Gold.',
    },
    {
      id: 'stream-info-oat', type: 'information', rank: 60,
      title: 'Meet the oat milk shortbread latte', body: 'Buttery shortbread notes, creamy oat milk and our signature espresso.',
      cta: { text: 'Try it', url: '/menu' },
    },
    // DROPPED: no body.
    { id: 'stream-info-draft', type: 'information', rank: 99, title: 'Coming soon' },
    {
      id: 'stream-tier-gold', type: 'tierPointsExpiration', rank: 75,
      title: 'Keep your Gold status',
      body: 'Stars you earned toward your status are expiring. Order this month to keep your Gold perks.',
      cta: { text: 'Start an order', url: '/menu' },
      tierPointsExpiration: { totalPoints: 120, expirationDate: day + 40 * MS_PER_DAY },
    },
    // DROPPED: no points left to expire.
    {
      id: 'stream-tier-empty', type: 'tierPointsExpiration', rank: 74,
      title: 'Status Stars expiring', body: 'Some status Stars expire soon.',
      tierPointsExpiration: { totalPoints: 0, expirationDate: day + 10 * MS_PER_DAY },
    },
    {
      id: 'stream-birthday', type: 'addBirthDate', rank: 30,
      title: 'Celebrate with us', body: 'Add your birthday and get a free treat on your day.',
      cta: { text: 'Add your birthday', url: '/account/personal' },
    },
  ];
};

export const newMemberItems = (): StreamItem[] => [
  {
    id: 'stream-info-welcome', type: 'information', rank: 90,
    title: 'Welcome to Crema Rewards',
    body: `Every $1 you spend earns Stars toward free drinks and food. Here's how to start.`,
    cta: { text: 'How it works', url: '/account/rewards/how-it-works' },
  },
  {
    id: 'stream-birthday', type: 'addBirthDate', rank: 30,
    title: 'Celebrate with us', body: 'Add your birthday and get a free treat on your day.',
    cta: { text: 'Add your birthday', url: '/account/personal' },
  },
];

/** Guest cards of the unauthenticated stream (spec sections 1 and 2). Bodies and buttons: text not given by the spec. */
const GuestCards = {
  startOrder: {
    title: 'Start order',
    body: 'Order ahead and pick up at a store near you. No account needed.',
    cta: { text: 'Start an order', url: '/menu' },
  },
  registerCard: {
    title: 'Register card',
    body: 'Have a Crema card? Register it to protect your balance and start collecting Stars.',
    cta: { text: 'Register card', url: '/account/cards/add' },
  },
} as const;

export const guestItems = (now: number): StreamItem[] => {
  const day = startOfUtcDay(now);
  return [
    { id: 'guest-start-order', type: 'information', rank: 90, authState: 'unauthenticated', ...GuestCards.startOrder },
    { id: 'guest-register-card', type: 'information', rank: 80, authState: 'unauthenticated', ...GuestCards.registerCard },
    {
      id: 'guest-join', type: 'information', rank: 70, authState: 'unauthenticated',
      title: 'Join Crema Rewards', body: 'Earn Stars on every order and get a birthday treat. Joining is free.',
    },
    // DROPPED: an offer that ended last week.
    {
      id: 'guest-summer', type: 'information', rank: 95, authState: 'unauthenticated', expires: day - 7 * MS_PER_DAY,
      title: 'Summer refreshers', body: 'Cool off with fruit-forward refreshers.',
    },
  ];
};

export const seedItemsFor = (memberId: string, now: number): StreamItem[] =>
  memberId === DEMO_MEMBER.memberId ? demoMemberItems(now) : newMemberItems();

const ONBOARDING_TASKS = [
  { name: 'MOP', title: 'Order ahead', body: 'Skip the line: order in the app and pick up at the counter.', cta: { text: 'Start an order', url: '/menu' } },
  { name: 'Purchase', title: 'Pay with your phone', body: 'Scan your Crema card at the register to pay and earn Stars.', cta: { text: 'Scan to pay', url: '/account/cards' } },
  { name: 'SvcReload', title: 'Add money to a card', body: 'Load your Crema card so you are ready to go.', cta: { text: 'Add money', url: '/account/cards' } },
] as const;

/** The member's onboarding card, from when they completed each task (absent: to do). */
export const onboardingCard = (done: CompletedTasks): OnboardingItem => ({
  id: 'stream-onboarding', type: 'onboarding', rank: 85,
  title: 'Get started with Crema',
  // No count in the text: which tasks show depends on the device (spec section 9: Purchase on phones only, SvcReload never).
  body: 'Easy ways to get more out of your account.',
  onboardingContent: {
    items: ONBOARDING_TASKS.map((t) => {
      const completedOn = done[t.name];
      return { task: completedOn === undefined ? { name: t.name } : { name: t.name, completedOn }, title: t.title, body: t.body, cta: t.cta };
    }),
  },
});

const dateLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The member's stars-expiring card, from their Stars account at `now` (0 points when nothing expires within 30 days). */
export const starsExpiringCard = (account: StarsAccount, now: number): RewardPointsExpirationItem => {
  const nudge = expiringStarsNudge(account.stars, account.expiring, now);
  const amount = nudge?.amount ?? 0;
  const date = nudge?.date ?? now + 30 * MS_PER_DAY;
  return {
    id: 'stream-stars-expiring', type: 'rewardPointsExpiration', rank: 95, expires: date,
    title: 'Your Stars are expiring',
    body: `${amount} ${amount === 1 ? 'Star expires' : 'Stars expire'} on ${dateLabel.format(date)}. Redeem them for a treat before they go.`,
    rewardPointsExpiration: { totalPoints: amount, expirationDate: date },
  };
};
