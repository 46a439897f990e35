export interface MemberProfile {
  readonly memberId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface Registration {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A new password set with a reset link's token. */
export interface PasswordResetInput {
  readonly token: string;
  readonly password: string;
}
