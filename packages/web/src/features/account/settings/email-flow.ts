// What /edit-email hands to /edit-email/enter-code through the history entry's state.
export interface PendingEmailChange {
  readonly target: string;
  readonly expiresAt: number;
  /** The "we sent a code" message of the request. */
  readonly message: string;
}

export const pendingEmailChangeOf = (state: unknown): PendingEmailChange | undefined => {
  if (typeof state !== 'object' || state === null) return undefined;
  const s = state as Record<string, unknown>;
  return typeof s['target'] === 'string' && typeof s['expiresAt'] === 'number' && typeof s['message'] === 'string'
    ? { target: s['target'], expiresAt: s['expiresAt'], message: s['message'] }
    : undefined;
};

export const EDIT_EMAIL_PATH = '/account/settings/edit-email';
export const ENTER_CODE_PATH = '/account/settings/edit-email/enter-code';
