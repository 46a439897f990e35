/**
 * The table's own entry for a key, never an inherited one: server codes are untrusted strings, and a
 * code such as 'toString' or '__proto__' must not find Object.prototype's members in a catalogue.
 */
export const lookup = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
