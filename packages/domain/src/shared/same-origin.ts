// Which paths from outside (a query string, server data) the app may follow: only paths on its own origin.
// A browser reads '/\evil.example' as '//evil.example' (another host), drops tabs and newlines anywhere in a
// URL ('/%09/evil.example' once decoded), and a router may decode a path before handing it to history; so a
// value is checked as given and again after each round of percent-decoding.

/** C0 controls (tab, newline, ...), DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Rounds of percent-decoding checked; each round shortens the text, so this only bounds the work. */
const MAX_DECODING_ROUNDS = 8;

const unsafe = (s: string): boolean => s.startsWith('//') || s.includes('\\') || CONTROL.test(s);

/** Decodes %XX sequences of ASCII bytes one by one (a malformed sequence elsewhere does not stop it). */
const decodeAsciiEscapes = (s: string): string =>
  s.replace(/%([0-9a-fA-F]{2})/g, (all, hex: string) => {
    const byte = Number.parseInt(hex, 16);
    return byte < 0x80 ? String.fromCharCode(byte) : all;
  });

/** The full decoding (UTF-8 sequences too, e.g. %C2%85 for a C1 control), or undefined when malformed. */
const decodeAll = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
};

/** Every form the value may take on its way to the address bar: as given, and after each round of decoding. */
const forms = (raw: string): string[] => {
  const seen = [raw];
  let current = raw;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const full = decodeAll(current);
    if (full !== undefined && full !== current) seen.push(full);
    const next = decodeAsciiEscapes(current);
    if (next === current) break;
    seen.push(next);
    current = next;
  }
  return seen;
};

/** True when the value, as given or after any round of percent-decoding, holds a backslash or a control character. */
export const holdsUnsafeCharacters = (raw: string): boolean => forms(raw).some((f) => f.includes('\\') || CONTROL.test(f));

/**
 * The value when it is a path on this origin, else undefined: it starts with one '/' (never '//'), and neither
 * it nor any percent-decoding of it holds a backslash, a control character or a leading '//'. A scheme
 * ('https:', 'javascript:') cannot start with '/', so it is refused too. The value is kept as given, query
 * and hash included ('/account/cards#pay', '/menu?x=1').
 */
export const sameOriginPath = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return undefined;
  return forms(raw).some(unsafe) ? undefined : raw;
};

/** Where to go after signing in (or re-authenticating): `returnTo` when it is a same-origin path, else `fallback`. */
export const safeReturnTo = (raw: string | null | undefined, fallback = '/'): string => sameOriginPath(raw) ?? fallback;
