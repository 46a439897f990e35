// The Stars economy as data: how Stars are earned and what they buy. The spec gives none of these values
// (only "Star rate label shows stars per $1"); they are ours, chosen to match a typical coffee programme.
import type { StarLevel } from './model';

/** Ours: members earn 2 Stars per $1 spent, rounded down to whole Stars (a $4.75 order earns 9). */
export const STARS_PER_DOLLAR = 2;

/** Ours: Stars expire 6 months (180 days) after they are earned. */
export const STAR_LIFETIME_DAYS = 180;

/** Ours: the expiring-stars nudge looks this many days ahead. */
export const EXPIRING_SOON_DAYS = 30;

/** The levels of the 'Rewards you can get with Stars' expander, cheapest first. Texts not given by the spec. */
export const STAR_LEVELS: readonly StarLevel[] = [
  {
    stars: 25,
    title: 'Customize your drink',
    description: 'Add an extra espresso shot, a dairy substitute or a dash of your favorite syrup.',
  },
  {
    stars: 100,
    title: 'Brewed hot or iced coffee or tea',
    description: 'A freshly brewed coffee, hot or iced, or a hot tea, any size. Also a bakery item.',
  },
  {
    stars: 200,
    title: 'Handcrafted drink or hot breakfast',
    description: 'A latte, cappuccino, cold brew or any handcrafted drink, or a hot breakfast sandwich.',
  },
  {
    stars: 300,
    title: 'Lunch',
    description: 'A protein box, a salad or a warm sandwich from our lunch menu.',
  },
  {
    stars: 400,
    title: 'Select merchandise or coffee at home',
    description: 'A reusable tumbler, a mug, or a bag of whole-bean or ground coffee to brew at home.',
  },
];
