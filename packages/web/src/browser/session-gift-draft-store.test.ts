// The browser's GiftDraftStore: the gifting contract over sessionStorage, and storage that refuses.
import { afterEach, describe, expect, it } from 'vitest';
import { describeGiftDraftStoreContract } from '@crema/domain/gifting/contract';
import { createSessionGiftDraftStore, GIFT_FLOW_STORAGE_KEY } from './session-gift-draft-store';

afterEach(() => sessionStorage.clear());

describeGiftDraftStoreContract('sessionStorage', () => {
  sessionStorage.clear();
  return { open: () => createSessionGiftDraftStore(sessionStorage) };
});

describe('session gift draft store', () => {
  it('reads an unreadable value as nothing saved', () => {
    sessionStorage.setItem(GIFT_FLOW_STORAGE_KEY, '{not json');
    expect(createSessionGiftDraftStore(sessionStorage).load()).toBeUndefined();
  });

  it('works without storage, and shrugs off storage that refuses', () => {
    expect(createSessionGiftDraftStore(undefined).load()).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createSessionGiftDraftStore(refusing);
    expect(store.load()).toBeUndefined();
    expect(() => store.save({ recipientCount: 1 })).not.toThrow();
  });
});
