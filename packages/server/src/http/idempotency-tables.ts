export interface IdempotencyKeysTable {
  /** Whose key: 'member:{id}' or 'guest'. Keys of different callers never meet. */
  scope: string;
  operation: string;
  key: string;
  status: number;
  answer: unknown;
  created_at: number;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
