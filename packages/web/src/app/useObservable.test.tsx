import { StrictMode } from 'react';
import { describe, it, expect } from 'vitest';
import { render, screen, act } from '@testing-library/react';
import { BehaviorSubject, Observable } from 'rxjs';
import { useObservable } from './useObservable';

const Show = ({ source }: { source: Observable<string> }) => <p>{useObservable(source, 'initial')}</p>;

describe('useObservable', () => {
  it('renders the latest value and follows changes', () => {
    const s = new BehaviorSubject('first');
    render(<Show source={s} />);
    expect(screen.getByText('first')).toBeTruthy();
    act(() => s.next('second'));
    expect(screen.getByText('second')).toBeTruthy();
  });

  it('under StrictMode, leaves no subscription behind after unmount', () => {
    let active = 0;
    let subscribed = 0;
    const source = new Observable<string>((sub) => {
      active++;
      subscribed++;
      sub.next('value');
      return () => {
        active--;
      };
    });
    const { unmount } = render(
      <StrictMode>
        <Show source={source} />
      </StrictMode>,
    );
    expect(screen.getByText('value')).toBeTruthy();
    expect(active).toBe(1);
    expect(subscribed).toBeGreaterThanOrEqual(1);
    unmount();
    expect(active).toBe(0);
  });
});
