// The rewards capability's tables (migration 0013-rewards). A member's Stars are expiry buckets: every Star
// belongs to exactly one bucket, so the balance at an instant is the sum of the buckets dated after it (a
// bucket whose date has passed is lost). The account row is the member's lock for a change of Stars and the
// mark that the seed has run for them; each order credits its Stars once (star_earnings, keyed by order) and
// spends Stars on its Star rewards once (star_redemptions, keyed by order; migration 0018-star-redemptions); a
// store's cancel reverses both once (star_reversals, keyed by order; migration 0028-star-reversals).
export interface StarAccountsTable {
  member_id: string;
  opened_at: number;
}

export interface StarBucketsTable {
  member_id: string;
  /** When these Stars expire (epoch ms, a UTC day boundary). */
  expires_at: number;
  /** Stars in the bucket; CHECK > 0. */
  amount: number;
}

export interface StarEarningsTable {
  order_id: string;
  member_id: string;
  stars: number;
  expires_at: number;
  at: number;
}

export interface StarRedemptionsTable {
  order_id: string;
  member_id: string;
  /** Stars the order spent; CHECK > 0 (an order that spends none has no row). */
  stars: number;
  at: number;
}

/** What a store's cancel did to the order's Stars (the domain's reverseOrderStars). */
export interface StarReversalsTable {
  order_id: string;
  member_id: string;
  /** The redeemed Stars given back. */
  given_back: number;
  /** The earned Stars taken back. */
  taken_back: number;
  /** Earned Stars the member no longer held: not taken back (a balance never goes below zero). */
  forgiven: number;
  at: number;
}

export interface RewardsTables {
  star_accounts: StarAccountsTable;
  star_buckets: StarBucketsTable;
  star_earnings: StarEarningsTable;
  star_redemptions: StarRedemptionsTable;
  star_reversals: StarReversalsTable;
}
