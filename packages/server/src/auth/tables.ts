import type { Generated } from 'kysely';

export interface MembersTable {
  member_id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** 'scrypt$N$r$p$salt$hash' (base64url). */
  password_hash: string;
  failed_attempts: Generated<number>;
  locked_until: number | null;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  member_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  mfa_verified_at: number | null;
  reauth_failed_attempts: Generated<number>;
  reauth_locked_until: number | null;
}

export interface AddressAttemptsTable {
  address: string;
  failed_attempts: Generated<number>;
  locked_until: number | null;
}

/** A forgotten password's link (migration 0024): kept by the SHA-256 of its token, never the token. */
export interface PasswordResetsTable {
  /** SHA-256 of the link's token, base64url. */
  token_hash: string;
  member_id: string;
  created_at: number;
  expires_at: number;
  /** When it set a password: a link works once. */
  used_at: number | null;
  /** When a newer link of the member, or a password set with another link, replaced it. */
  replaced_at: number | null;
}

export interface AuthTables {
  members: MembersTable;
  sessions: SessionsTable;
  address_attempts: AddressAttemptsTable;
  password_resets: PasswordResetsTable;
}
