// A controlled text input's two props from a state value and its setter: <TextField {...bindText(email, setEmail)} />.
import type { ChangeEvent } from 'react';

export const bindText = (value: string, set: (next: string) => void) => ({
  value,
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(e.target.value),
});
