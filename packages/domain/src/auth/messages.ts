// The spec gives no sign-in texts; these are ours, written for customers.
export const AuthMessages = {
  wrongCredentials: 'The e-mail or password you entered is incorrect.',
  lockedOut: 'Too many unsuccessful attempts. For your security, sign-in is paused for 15 minutes.',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  passwordRequired: 'Enter your password.',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  nameTooLong: (max: number): string => `Use at most ${max} characters.`,
  nameCharacters: 'Use letters, spaces and punctuation only, on one line.',
  emailTaken: 'An account with this e-mail already exists. Try signing in.',
  reauthFailed: 'That password is incorrect. Try again.',
  signedOut: 'You have been signed out.',
} as const;

/** Stated on the join form and the password-change form, and enforced by passwordPolicyErrors (NIST SP 800-63B). */
export const PASSWORD_POLICY_TEXT = 'Use 12 to 128 characters. A few unrelated words make a strong password that is easy to remember; very common passwords are not accepted.';
export const PasswordPolicyMessages = {
  length: 'Use 12 to 128 characters.',
  common: 'This password is too common and easy to guess. Choose a different one.',
} as const;

/** Server codes the auth ports answer with. */
export const AuthCodes = {
  WRONG_CREDENTIALS: 'AUTH_WRONG_CREDENTIALS',
  LOCKED_OUT: 'AUTH_LOCKED_OUT',
  EMAIL_TAKEN: 'AUTH_EMAIL_TAKEN',
  /** A password-reset link that is unknown, used, replaced by a newer one or expired (one code: which of them is no one's business). */
  RESET_LINK_INVALID: 'AUTH_RESET_LINK_INVALID',
} as const;

/**
 * A forgotten password (ours: the spec shows no texts for it). The request's answer is the same for every address,
 * so no text says whether an address belongs to a member.
 */
export const PasswordResetMessages = {
  requestSent: (minutes: number): string => `If an account exists for that e-mail, we sent a link to reset its password. It works for ${minutes} minutes.`,
  linkInvalid: 'This link to reset your password has expired or has already been used. Ask for a new link.',
  passwordReset: 'Your password is changed, and every device that was signed in to your account is signed out. Sign in with your new password.',
  tooManyRequests: 'Too many requests for now. Wait a minute, then try again.',
} as const;
