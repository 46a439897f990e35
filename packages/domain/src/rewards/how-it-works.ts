// /account/rewards/how-it-works as data, so any channel renders the same content. Text not given by the
// spec; the figures come from levels.ts so the page always matches the rules.
import { EXPIRING_SOON_DAYS, STAR_LEVELS, STAR_LIFETIME_DAYS, STARS_PER_DOLLAR } from './levels';
import type { StarLevel } from './model';
import { starRateLabel } from './rules';

export interface HowItWorksStep {
  readonly title: string;
  readonly body: string;
}

export interface HowItWorksQuestion {
  readonly question: string;
  readonly answer: string;
}

export interface HowItWorksContent {
  readonly title: string;
  readonly intro: string;
  readonly starRateLabel: string;
  readonly steps: readonly HowItWorksStep[];
  readonly levelsTitle: string;
  readonly levels: readonly StarLevel[];
  readonly questions: readonly HowItWorksQuestion[];
}

export const HOW_IT_WORKS: HowItWorksContent = {
  title: 'How Crema Rewards works',
  intro: 'Every visit brings you closer to a treat on us. Join for free, collect Stars and spend them on the things you love.',
  starRateLabel: starRateLabel(STARS_PER_DOLLAR),
  steps: [
    {
      title: 'Create an account',
      body: 'Sign up for free and add a Crema card or a payment method to start collecting Stars right away.',
    },
    {
      title: 'Order and pay how you like',
      body: `Order ahead in the app, scan in store or pay with a saved payment method. You earn ${STARS_PER_DOLLAR} Stars for every $1 you spend.`,
    },
    {
      title: 'Get your favorites for free',
      body: 'Redeem Stars for a customization, a brewed coffee, a handcrafted drink, lunch or merchandise. You choose when.',
    },
  ],
  levelsTitle: 'Rewards you can get with Stars',
  levels: STAR_LEVELS,
  questions: [
    {
      question: 'Do Stars expire?',
      answer: `Stars expire ${STAR_LIFETIME_DAYS} days after the day you earn them. We let you know when Stars will expire within the next ${EXPIRING_SOON_DAYS} days, and we always spend your soonest-expiring Stars first.`,
    },
    {
      question: 'When do Stars show up on my account?',
      answer: 'Stars are added as soon as your order is paid. Refunded purchases take back the Stars they earned.',
    },
    {
      question: 'How do I redeem a reward?',
      answer: 'Choose a reward at checkout when you order ahead, or tell your barista when you scan your card in store.',
    },
  ],
};
