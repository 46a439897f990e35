// Time enters the domain only through this port, so rules and use cases are repeatable in tests.
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** A clock that moves only when told: for tests and for the deterministic fake backend. */
export interface ManualClock extends Clock {
  set(epochMs: number): void;
  advance(ms: number): void;
}

export const createManualClock = (start: number): ManualClock => {
  let t = start;
  return {
    now: () => t,
    set: (epochMs) => {
      t = epochMs;
    },
    advance: (ms) => {
      t += ms;
    },
  };
};

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
/** Spec section 9: whole days at 86400000 ms per day. */
export const MS_PER_DAY = 86_400_000;
