import { StrictMode } from 'react';
import { describe, it, expect } from 'vitest';
import { render, screen, act } from '@testing-library/react';
import { BehaviorSubject, Observable } from 'rxjs';
import { from } from 'rxjs';
import { loading, ok, type AsyncState } from '@crema/domain';
import { useLoad, useObservable } from './useObservable';

const Show = ({ source }: { source: Observable<string> | undefined }) => <p>{useObservable(source, 'initial')}</p>;

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

  it('shows the initial value while there is no source, and the source once there is one', () => {
    const { rerender } = render(<Show source={undefined} />);
    expect(screen.getByText('initial')).toBeTruthy();
    rerender(<Show source={new BehaviorSubject('now')} />);
    expect(screen.getByText('now')).toBeTruthy();
    rerender(<Show source={undefined} />);
    expect(screen.getByText('initial')).toBeTruthy();
  });
});

describe('useLoad', () => {
  const Load = ({ make, input }: { make: (input: string, round: number) => Observable<AsyncState<string>>; input: string }) => {
    const [state, reload] = useLoad((round) => make(input, round), [make, input]);
    return (
      <button type="button" onClick={reload}>
        {state.status === 'ok' ? state.value : state.status}
      </button>
    );
  };

  it('loads once per input and again on reload, passing the retry round (which a new input starts again from 0)', () => {
    const calls: string[] = [];
    const make = (input: string, round: number) => {
      calls.push(`${input}#${round}`);
      const states: AsyncState<string>[] = round === 0 ? [loading(), ok(input)] : [ok(`${input} again`)];
      return from(states);
    };
    const { rerender } = render(<Load make={make} input="a" />);
    expect(screen.getByRole('button').textContent).toBe('a');
    rerender(<Load make={make} input="a" />);
    expect(calls).toEqual(['a#0']);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('a again');
    rerender(<Load make={make} input="b" />);
    expect(screen.getByRole('button').textContent).toBe('b');
    expect(calls).toEqual(['a#0', 'a#1', 'b#0']);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('b again');
    expect(calls).toEqual(['a#0', 'a#1', 'b#0', 'b#1']);
  });
});
