// The e-mail validator for sender and recipient addresses. The spec says recipient e-mails have "their own
// validator (rule not shown)"; this one is ours, deliberately practical rather than full RFC 5322:
// - at most 254 characters overall and 64 in the local part (RFC 5321 limits);
// - local part: dot-atom of letters, digits and !#$%&'*+/=?^_`{|}~- (no leading, trailing or double dots;
//   no quoted local parts, which real mailboxes almost never use and many servers reject);
// - domain: two or more dot-separated labels of letters, digits and inner hyphens (1 to 63 characters
//   each), the last being an alphabetic top-level domain of 2+ letters (no IP literals, no bare hosts);
// - ASCII only (internationalised addresses are not accepted; a server that supports them may relax this).
// Surrounding whitespace is ignored; the comparison key for duplicates is the trimmed, lower-cased value.

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*$`);
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

export const isValidEmail = (raw: string): boolean => {
  const value = raw.trim();
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((l) => DOMAIN_LABEL.test(l)) && TOP_LEVEL.test(tld);
};

/** The key two addresses are compared by (spec: duplicates are judged case-insensitively). */
export const emailKey = (raw: string): string => raw.trim().toLowerCase();

export const sameEmail = (a: string, b: string): boolean => emailKey(a) === emailKey(b);
