// Rewards: a member's Stars balance, the Stars that are about to expire, and the levels Stars can buy.

/** Stars that expire together on one date (spec section 3 "Expiring stars nudge: date, amount"). */
export interface StarExpiration {
  /** The moment the Stars expire, epoch milliseconds. */
  readonly date: number;
  /** How many Stars expire then (a positive whole number). */
  readonly amount: number;
}

/** What the "get expiring stars" query answers for the signed-in member. */
export interface StarsSummary {
  /** Total Stars on the account (a whole number, never negative). */
  readonly stars: number;
  /** Upcoming expirations, soonest first. */
  readonly expiring: readonly StarExpiration[];
}

/** A level of the 'Rewards you can get with Stars' expander. */
export interface StarLevel {
  /** Stars needed to redeem this level. */
  readonly stars: number;
  /** Short name of what the level buys, e.g. 'Brewed hot or iced coffee'. */
  readonly title: string;
  /** One sentence with examples. */
  readonly description: string;
}

/** What the expiring-stars card offers as its action (spec section 9: order below 25 Stars, else scan). */
export type ExpiringStarsAction = 'order' | 'scan';

/** The expiring-stars nudge: the soonest expiration, with whole days left and the card's action. */
export interface ExpiringStarsNudge {
  readonly date: number;
  readonly amount: number;
  readonly daysLeft: number;
  readonly action: ExpiringStarsAction;
}

/** The stream's rewards status card: balance, next level and progress towards it. */
export interface RewardsStatus {
  readonly stars: number;
  /** The cheapest level not yet reached, or undefined when every level is within reach. */
  readonly nextLevel?: StarLevel;
  /** Stars still needed for nextLevel (0 when there is none). */
  readonly starsToNextLevel: number;
  /** Progress towards nextLevel from the previous level, 0..1 (1 when every level is reached). */
  readonly progress: number;
  /** The most expensive level the member can redeem now, if any. */
  readonly highestReachedLevel?: StarLevel;
}
