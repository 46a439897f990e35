/** A per-minute limit's counter on PostgreSQL (migration 0021), written by rate-limiter-flexible (http/limits.ts). */
export interface RateLimitsTable {
  /** '<limit name>:<key>': the limit (a route, a graph operation) and whom it counts (an address, a member). */
  key: string;
  /** Calls counted in the window. */
  points: number;
  /** When the window ends (epoch milliseconds). */
  expire: number | null;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
