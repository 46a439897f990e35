// Which fields the user has left, for "show a field's error once it has been left". A field left by
// pressing a pointer on another control is marked only after that press ends: an error appearing under the
// field would otherwise move the control away between press and release, and the click would be lost.
import { useCallback, useEffect, useRef, useState } from 'react';

export const useTouched = (): readonly [ReadonlySet<string>, (field: string) => void] => {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const pressing = useRef(false);
  const waiting = useRef<string[]>([]);

  const add = useCallback((fields: readonly string[]) => {
    setTouched((prev) => (fields.every((f) => prev.has(f)) ? prev : new Set([...prev, ...fields])));
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      pressing.current = false;
      const fields = waiting.current;
      waiting.current = [];
      // After the click that follows this release.
      // ui-timer: mark fields touched after the browser has moved the focus
      if (fields.length > 0) timer = setTimeout(() => add(fields), 0);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [add]);

  const touch = useCallback(
    (field: string) => {
      if (pressing.current) waiting.current.push(field);
      else add([field]);
    },
    [add],
  );
  return [touched, touch] as const;
};
