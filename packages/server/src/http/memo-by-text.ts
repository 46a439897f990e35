// A pure function of a request's text (a header, a URL) remembered for the last `max` distinct texts: the hot
// public reads arrive with the same few texts over and over, and parsing them again each time is a share of a
// cached answer's cost. `parsed` is what the framework already made of that same text (the query of a URL),
// so it is the same whenever the text is. A call that throws is not remembered.
export const memoByText = <T, P = undefined>(fn: (text: string, parsed: P) => T, max = 256): ((text: string, parsed: P) => T) => {
  const seen = new Map<string, T>();
  return (text, parsed) => {
    if (seen.has(text)) return seen.get(text) as T;
    const value = fn(text, parsed);
    if (seen.size >= max) seen.delete(seen.keys().next().value as string);
    seen.set(text, value);
    return value;
  };
};
