// Reading a page's query string (?a=1&b=two): the parts, their decoding, and the first value of each name.

/** '+' as a space, then percent-decoding; undefined when the percent-encoding is malformed. */
export const decodeQueryComponent = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/** The parts of a query string (leading '?' optional) as [name, value], in order, still encoded; empty parts left out, a part without '=' has no value. */
export const rawQueryPairs = (search: string): (readonly [string, string | undefined])[] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [part, undefined] : [part.slice(0, eq), part.slice(eq + 1)];
    });

/**
 * The first value of each name, as URLSearchParams.get has it (a name without '=' has the value ''), decoded
 * with `decode`; a part whose name or value it cannot decode is left out.
 */
export const firstQueryValues = (search: string, decode: (s: string) => string | undefined = decodeQueryComponent): Map<string, string> => {
  const params = new Map<string, string>();
  for (const [rawName, rawValue] of rawQueryPairs(search)) {
    const name = decode(rawName);
    const value = rawValue === undefined ? '' : decode(rawValue);
    if (name !== undefined && value !== undefined && !params.has(name)) params.set(name, value);
  }
  return params;
};
