// The spec gives no sign-in texts; these are ours, written for customers.
export const AuthMessages = {
  wrongCredentials: 'The e-mail or password you entered is incorrect.',
  lockedOut: 'Too many unsuccessful attempts. For your security, sign-in is paused for 15 minutes.',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  passwordRequired: 'Enter your password.',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  emailTaken: 'An account with this e-mail already exists. Try signing in.',
  reauthFailed: 'That password is incorrect. Try again.',
  signedOut: 'You have been signed out.',
} as const;

/** Stated on the join form and enforced by passwordPolicyErrors. */
export const PASSWORD_POLICY_TEXT = 'Use 8 to 64 characters with at least one letter and one number.';
export const PasswordPolicyMessages = {
  length: 'Use 8 to 64 characters.',
  letter: 'Include at least one letter.',
  digit: 'Include at least one number.',
} as const;

/** Server codes the auth ports answer with. */
export const AuthCodes = {
  WRONG_CREDENTIALS: 'AUTH_WRONG_CREDENTIALS',
  LOCKED_OUT: 'AUTH_LOCKED_OUT',
  EMAIL_TAKEN: 'AUTH_EMAIL_TAKEN',
} as const;
