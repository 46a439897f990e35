export interface IdempotencyKeysTable {
  /** Whose key: 'member:{id}' or 'guest'. Keys of different callers never meet. */
  scope: string;
  operation: string;
  key: string;
  status: number;
  answer: unknown;
  /** A hash of the request the key was first used for (migration 0020; null on older rows). */
  fingerprint: string | null;
  created_at: number;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
