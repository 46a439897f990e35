// The list a new password is checked against (NIST SP 800-63B: "passwords obtained from previous breach
// corpuses"): the 49,000 most common passwords of zxcvbn-ts's common dictionary, a well-kept registry package
// (@zxcvbn-ts/language-common), compared without case. Join, password change and any reset pass it to the
// domain's passwordPolicyErrors; sign-in never does, so existing members keep signing in.
import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswordCheck } from '@crema/domain/auth';

let common: ReadonlySet<string> | undefined;

/** Built on first use (the list is about 0.5 MB of text): a start that never sees a join does not pay for it. */
export const isCommonPassword: CommonPasswordCheck = (password) => {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
};
