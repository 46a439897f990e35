// Feeds the backend health flow (the domain's createBackendHealth) from one place: the composition root wraps
// the bound backend once, and every answer of every port it hands out (fake or HTTP, any capability) is
// reported. Answers pass through unchanged; nothing else in the app counts failures.
import { isObservable, tap } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { isDomainError, type DomainError } from '@crema/domain';
import type { Backend } from './backends';

type Report = (answer: Either<DomainError, unknown>) => void;

/** A port answer: Right, or Left with a DomainError (anything else a port emits is not reported). */
const isAnswer = (v: unknown): v is Either<DomainError, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const tag = (v as { _tag?: unknown })._tag;
  return tag === 'Right' || (tag === 'Left' && isDomainError((v as { left?: unknown }).left));
};

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

export const reportingHealth = (backend: Backend, report: Report): Backend => {
  // Every wrapper is made once per thing it wraps, so identities hold: the same port, the same method, and the
  // same observable for the same observable (a component may subscribe to a port's shared stream by identity).
  const wrappers = new WeakMap<object, object>();
  const once = <T extends object>(target: T, make: () => T): T => {
    const known = wrappers.get(target);
    if (known !== undefined) return known as T;
    const made = make();
    wrappers.set(target, made);
    return made;
  };
  const answers = (r: unknown): unknown =>
    isObservable(r) ? once(r, () => r.pipe(tap((a) => isAnswer(a) && report(a)))) : r;
  /** A port whose methods' observable answers are reported (the same wrapper each time it is handed out). */
  const port = <P extends object>(p: P): P =>
    once(p, () => {
      const methods = new Map<PropertyKey, unknown>();
      return new Proxy(p, {
        get: (t, k) => {
          const v: unknown = Reflect.get(t, k);
          if (typeof v !== 'function') return v;
          if (!methods.has(k)) methods.set(k, (...args: unknown[]) => answers((v as (...a: unknown[]) => unknown).apply(t, args)));
          return methods.get(k);
        },
      });
    });
  /** What a capability's loader resolves to: its ports, each watched. */
  const ports = (set: unknown): unknown =>
    isObject(set) ? once(set, () => Object.fromEntries(Object.entries(set).map(([k, v]) => [k, isObject(v) ? port(v) : v])) as object) : set;
  const loaders = new Map<PropertyKey, unknown>();
  return new Proxy(backend, {
    get: (t, k) => {
      const v: unknown = Reflect.get(t, k);
      if (k === 'accounts' && isObject(v)) return port(v);
      // The simulator itself (fault control, reset) is not a port: handed out as it is.
      if (k === 'fake' || typeof v !== 'function') return v;
      if (!loaders.has(k))
        loaders.set(k, (...args: unknown[]) => {
          const r = (v as (...a: unknown[]) => unknown).apply(t, args);
          return r instanceof Promise ? r.then(ports) : r;
        });
      return loaders.get(k);
    },
  });
};
