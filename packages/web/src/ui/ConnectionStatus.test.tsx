import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ConnectionMessages } from '@crema/domain';
import { ConnectionStatus } from './ConnectionStatus';

const goOnline = (online: boolean) =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => goOnline(true));

describe('the offline notice of the app shell', () => {
  it('says what still works while the device is offline, and goes when it is back online', () => {
    render(<ConnectionStatus />);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(ConnectionMessages.offline);
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
