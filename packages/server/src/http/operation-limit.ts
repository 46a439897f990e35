// A per-client limit on one graph operation (the graph endpoint is one route, so @fastify/rate-limit's per-route
// limits cannot tell its operations apart): at most `max` calls per `windowMs` from one address, counted in a
// fixed window per (operation, address). The table of addresses is bounded: windows that have ended are dropped
// when it grows past `maxClients`, and past that the oldest window goes first.
export interface OperationLimit {
  /** Calls allowed per window from one address. */
  readonly max: number;
  readonly windowMs: number;
}

export interface OperationLimiter {
  /** Counts a call from `client`; 0 when it is allowed, else the milliseconds until its window ends. */
  take(client: string, now: number): number;
}

export const createOperationLimiter = ({ max, windowMs }: OperationLimit, maxClients = 10_000): OperationLimiter => {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (now: number): void => {
    for (const [client, w] of windows) if (now - w.start >= windowMs) windows.delete(client);
    // Still full (many addresses within one window): drop the oldest (a Map keeps insertion order).
    for (const client of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(client);
    }
  };
  return {
    take: (client, now) => {
      let w = windows.get(client);
      if (w === undefined || now - w.start >= windowMs) {
        windows.delete(client);
        if (windows.size >= maxClients) prune(now);
        w = { start: now, count: 0 };
        windows.set(client, w);
      }
      w.count += 1;
      return w.count <= max ? 0 : Math.max(1, w.start + windowMs - now);
    },
  };
};

/** A limit per minute from an environment variable (a positive whole number), else `fallback`. */
export const perMinuteFromEnv = (name: string, fallback: number): OperationLimit => {
  const raw = Number(process.env[name]);
  return { max: Number.isSafeInteger(raw) && raw > 0 ? raw : fallback, windowMs: 60_000 };
};
