// The device's selected store: the selected-store contract on this browser's localStorage, and what it does
// with a stored value it cannot read or a storage that refuses writes.
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { describeSelectedStorePreferenceContract } from '@crema/domain/locator/contract';
import { createLocalSelectedStorePreference, SELECTED_STORE_KEY } from './local-selected-store';

describeSelectedStorePreferenceContract('localStorage', () => {
  localStorage.clear();
  return createLocalSelectedStorePreference(localStorage);
});

describe('the selected store on this device', () => {
  it('survives a reload (a new adapter on the same storage), and reads anything malformed as no store', async () => {
    localStorage.clear();
    const record = { storeNumber: '10003-55555', storeConfirmationTimestamp: 1_800_000_000_000, userConfirmed: true };
    await firstValueFrom(createLocalSelectedStorePreference(localStorage).set(record));
    expect(await firstValueFrom(createLocalSelectedStorePreference(localStorage).get())).toEqual({ _tag: 'Right', right: record });
    for (const raw of ['{', 'null', '{"storeNumber":7}', '[]']) {
      localStorage.setItem(SELECTED_STORE_KEY, raw);
      expect(await firstValueFrom(createLocalSelectedStorePreference(localStorage).get())).toEqual({ _tag: 'Right', right: undefined });
    }
  });

  it('answers an error value when the storage refuses to write, and works without storage at all', async () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined } as unknown as Storage;
    const r = await firstValueFrom(createLocalSelectedStorePreference(refusing).set({ storeNumber: '1', storeConfirmationTimestamp: 0, userConfirmed: false }));
    expect(r._tag).toBe('Left');
    expect(await firstValueFrom(createLocalSelectedStorePreference(undefined).get())).toEqual({ _tag: 'Right', right: undefined });
  });
});
