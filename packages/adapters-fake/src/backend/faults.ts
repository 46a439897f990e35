// Fault injection: make a named operation fail with a catalogue code or an HTTP-like status, once, a number
// of times or always, and/or answer slowly. Rules persist in the backend's storage so a browser test can
// set them (localStorage key FAULTS_STORAGE_KEY, or window.__crema.faults) and reload without a rebuild.
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
  set(operation: string, rule: FaultRule): void;
  clear(operation?: string): void;
  list(): FaultRules;
  /** Called by the backend on every operation: the rule in force for this call (consuming one 'time'), if any. */
  take(operation: string): { fail?: FaultRule; delayMs: number };
}

export const FAULTS_STORAGE_KEY = 'crema.fake.faults';

export const createFaultControl = (storage: KeyValueStorage): FaultControl => {
  const read = (): Record<string, FaultRule> => {
    try {
      return JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '{}') as Record<string, FaultRule>;
    } catch {
      return {};
    }
  };
  const write = (rules: Record<string, FaultRule>): void => storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify(rules));
  return {
    set: (op, rule) => write({ ...read(), [op]: rule }),
    clear: (op) => {
      if (op === undefined) return write({});
      const { [op]: _gone, ...rest } = read();
      write(rest);
    },
    list: () => read(),
    take: (op) => {
      const rules = read();
      const rule = rules[op] ?? rules['*'];
      if (!rule) return { delayMs: 0 };
      const delayMs = rule.delayMs ?? 0;
      const failing = rule.code !== undefined || rule.status !== undefined || rule.empty === true;
      if (!failing) return { delayMs };
      const times = rule.times ?? 'always';
      if (times !== 'always') {
        const key = rules[op] ? op : '*';
        const { [key]: _used, ...rest } = rules;
        write(times > 1 ? { ...rest, [key]: { ...rule, times: times - 1 } } : rest);
      }
      return { fail: rule, delayMs };
    },
  };
};

/** Parses '?faults=op:code[:times][,op2:code2]' from a URL query, for quick manual use in the browser ('empty' as the code: no result). */
export const parseFaultQuery = (value: string): Array<[string, FaultRule]> =>
  value
    .split(',')
    .map((part) => part.split(':'))
    .filter((bits) => bits.length >= 2 && bits[0] && bits[1])
    .map(([op, code, times]) => {
      const isStatus = /^\d{3}$/.test(code as string);
      const rule: FaultRule = {
        ...(code === 'empty' ? { empty: true } : isStatus ? { status: Number(code) } : { code: code as string }),
        times: times === undefined || times === 'always' ? 'always' : Math.max(1, Number(times) || 1),
      };
      return [op as string, rule];
    });
