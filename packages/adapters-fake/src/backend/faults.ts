// Fault injection: make a named operation fail with a catalogue code or an HTTP-like status, once, a number
// of times or always, and/or answer slowly. Rules set with `set` persist in the backend's storage so a browser
// test can set them (localStorage key FAULTS_STORAGE_KEY, or window.__crema.faults) and reload without a
// rebuild; rules set with `setForThisLoad` (the address bar's ?faults=) live in memory only, so a shared link
// can never leave the app failing after the page that carried it.
import type { KeyValueStorage } from './storage';

export interface FaultRule {
  /** Catalogue code to fail with ('121025', 'HIGH_VOLUME_STORE', '110000', ...). */
  readonly code?: string;
  /** HTTP-like status to fail with (e.g. 500); with no code the code is 'HTTP_<status>'. */
  readonly status?: number;
  readonly serverMessage?: string;
  /** How many calls fail: a number (1 = once) or 'always'. Default 'always'. */
  readonly times?: number | 'always';
  /** Extra latency for every matching call, failing or not. */
  readonly delayMs?: number;
  /**
   * Answer without a result, as a server answering 200 with no body. Operations whose answer may be empty
   * (placing an order: 'No valid service time') get none; any other takes it as a malformed answer.
   */
  readonly empty?: boolean;
}

export type FaultRules = Readonly<Record<string, FaultRule>>;

export interface FaultControl {
  /** Sets a rule kept in storage: it holds across reloads until used up or cleared. */
  set(operation: string, rule: FaultRule): void;
  /** Sets a rule for this page load only: kept in memory, never written to storage. */
  setForThisLoad(operation: string, rule: FaultRule): void;
  /** Clears one operation's rules (both kinds), or every rule. */
  clear(operation?: string): void;
  /** The rules in force: this page load's over the stored ones. */
  list(): FaultRules;
  /** Called by the backend on every operation: the rule in force for this call (consuming one 'time'), if any. */
  take(operation: string): { fail?: FaultRule; delayMs: number };
}

export const FAULTS_STORAGE_KEY = 'crema.fake.faults';

/** Where a rule lives: storage (persisted) or this page load's memory. */
interface RuleLayer {
  read(): Record<string, FaultRule>;
  write(rules: Record<string, FaultRule>): void;
}

export const createFaultControl = (storage: KeyValueStorage): FaultControl => {
  const stored: RuleLayer = {
    read: () => {
      try {
        const rules: unknown = JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '{}');
        return typeof rules === 'object' && rules !== null ? (rules as Record<string, FaultRule>) : {};
      } catch {
        return {};
      }
    },
    write: (rules) => storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify(rules)),
  };
  let inMemory: Record<string, FaultRule> = {};
  const thisLoad: RuleLayer = { read: () => inMemory, write: (rules) => void (inMemory = rules) };
  const without = (rules: Record<string, FaultRule>, op: string): Record<string, FaultRule> => {
    const { [op]: _gone, ...rest } = rules;
    return rest;
  };
  /** The rule for an operation: its own before '*', and this page load's before the stored one. */
  const find = (op: string): { layer: RuleLayer; key: string; rule: FaultRule } | undefined => {
    for (const key of [op, '*'])
      for (const layer of [thisLoad, stored]) {
        const rule = layer.read()[key];
        if (rule) return { layer, key, rule };
      }
    return undefined;
  };
  return {
    set: (op, rule) => stored.write({ ...stored.read(), [op]: rule }),
    setForThisLoad: (op, rule) => thisLoad.write({ ...thisLoad.read(), [op]: rule }),
    clear: (op) => {
      for (const layer of [thisLoad, stored]) layer.write(op === undefined ? {} : without(layer.read(), op));
    },
    list: () => ({ ...stored.read(), ...thisLoad.read() }),
    take: (op) => {
      const found = find(op);
      if (!found) return { delayMs: 0 };
      const { layer, key, rule } = found;
      const delayMs = rule.delayMs ?? 0;
      const failing = rule.code !== undefined || rule.status !== undefined || rule.empty === true;
      if (!failing) return { delayMs };
      const times = rule.times ?? 'always';
      if (times !== 'always') {
        const rest = without(layer.read(), key);
        layer.write(times > 1 ? { ...rest, [key]: { ...rule, times: times - 1 } } : rest);
      }
      return { fail: rule, delayMs };
    },
  };
};

/** A control that injects nothing and keeps nothing: a simulator serving a build without demo controls. */
export const noFaultControl: FaultControl = {
  set: () => undefined,
  setForThisLoad: () => undefined,
  clear: () => undefined,
  list: () => ({}),
  take: () => ({ delayMs: 0 }),
};

/**
 * Parses '?faults=op:code[:times][,op2:code2]' from a URL query, for quick manual use in the browser ('empty'
 * as the code: no result). Without a count a rule applies once ('always' keeps it for the page load).
 */
export const parseFaultQuery = (value: string): Array<[string, FaultRule]> =>
  value
    .split(',')
    .map((part) => part.split(':'))
    .filter((bits) => bits.length >= 2 && bits[0] && bits[1])
    .map(([op, code, times]) => {
      const isStatus = /^\d{3}$/.test(code as string);
      const rule: FaultRule = {
        ...(code === 'empty' ? { empty: true } : isStatus ? { status: Number(code) } : { code: code as string }),
        times: times === 'always' ? 'always' : times === undefined ? 1 : Math.max(1, Number(times) || 1),
      };
      return [op as string, rule];
    });
