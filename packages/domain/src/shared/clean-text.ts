// What text Crema accepts from outside. PostgreSQL refuses NUL in text (a request carrying one was a 500);
// other control characters are never typed by a person and only corrupt logs, e-mails and exports; a lone
// surrogate half has no UTF-8 form at all. So every string of a request is checked once at the server's edge.

/**
 * C0 controls except tab, line feed and carriage return (a gift message may hold lines), DEL, C1 controls, and a
 * surrogate half that is not part of a pair (with the `u` flag a pair is one code point, so only a lone half is \p{Cs}).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole point
const UNCLEAN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** Text a person could have typed: no control character but tab and line breaks, no lone surrogate. */
export const isCleanText = (s: string): boolean => !UNCLEAN.test(s);

/** A one-line field (a name, an e-mail, a nickname): clean text without tab or line break. */
export const isCleanLine = (s: string): boolean => isCleanText(s) && !LINE_BREAK_OR_TAB.test(s);

/** Characters as a person counts them (code points), which is what a field's limit counts. */
export const textLength = (s: string): number => [...s].length;

/**
 * The longest string any request may carry, whatever the field (ours: 2,000 characters). Each field's own rule
 * is tighter (names 30, e-mail 254, gift message 160, ...); this bounds what reaches a rule, a hash or a log.
 */
export const REQUEST_TEXT_MAX = 2000;

export interface TextProblem {
  /** Where it is: keys and indexes from the value's root ('firstName', 'input.recipients.0.name'). */
  readonly path: string;
  readonly problem: 'characters' | 'length';
}

/**
 * The first string of a request's value (a decoded JSON body, a query or params object, graph variables), keys
 * included, that is not clean text or is longer than `maxLength`; undefined when all are fine. Walks with its own
 * stack, so a deeply nested body cannot overflow the call stack.
 */
export const firstTextProblem = (value: unknown, maxLength: number = REQUEST_TEXT_MAX, root = ''): TextProblem | undefined => {
  const stack: [unknown, string][] = [[value, root]];
  const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
  const check = (s: string, path: string): TextProblem | undefined =>
    !isCleanText(s) ? { path, problem: 'characters' } : s.length > maxLength ? { path, problem: 'length' } : undefined;
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const p = check(v, path);
      if (p !== undefined) return p;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, join(path, String(i))]));
    } else if (typeof v === 'object' && v !== null) {
      for (const [k, item] of Object.entries(v)) {
        const p = check(k, join(path, k));
        if (p !== undefined) return p;
        stack.push([item, join(path, k)]);
      }
    }
  }
  return undefined;
};

/** Field texts of the edge's refusal (a VALIDATION_ERROR naming the field). */
export const TextMessages = {
  characters: 'Remove the unsupported characters (such as control characters) from this field.',
  tooLong: (max: number): string => `Use at most ${max.toLocaleString('en-US')} characters.`,
} as const;
