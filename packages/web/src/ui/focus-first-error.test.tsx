import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { focusFirstError, useFocusFirstError } from './focus-first-error';

afterEach(cleanup);

const form = (html: string): HTMLFormElement => {
  const f = document.createElement('form');
  f.innerHTML = html;
  document.body.appendChild(f);
  return f;
};

describe('focusFirstError', () => {
  it('focuses the first field marked invalid, in the order the form reads', () => {
    const f = form('<input aria-label="a"><input aria-label="b" aria-invalid="true"><input aria-label="c" aria-invalid="true">');
    expect(focusFirstError(f)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('b');
    f.remove();
  });

  it("a group's own error comes first when the group does: its first control takes the focus, a checked radio before it", () => {
    const f = form(
      '<fieldset data-invalid="true"><input aria-label="r1 name"><input aria-label="r1 email"></fieldset><input aria-label="your name" aria-invalid="true">',
    );
    focusFirstError(f);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('r1 name');
    const g = form('<fieldset data-invalid="true"><input type="radio" name="x" aria-label="one"><input type="radio" name="x" aria-label="two" checked></fieldset>');
    focusFirstError(g);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('two');
    f.remove();
    g.remove();
  });

  it('with no field in error: the fallback when given, else the form’s alert (made focusable), else nothing', () => {
    const f = form('<input aria-label="card number"><div role="alert">Refused</div>');
    const fallback = f.querySelector<HTMLInputElement>('input');
    focusFirstError(f, fallback);
    expect(document.activeElement).toBe(fallback);
    focusFirstError(f);
    expect(document.activeElement?.textContent).toBe('Refused');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    const empty = form('<input aria-label="x">');
    expect(focusFirstError(empty)).toBe(false);
    expect(focusFirstError(null)).toBe(false);
    f.remove();
    empty.remove();
  });
});

const Demo = () => {
  const [ref, focusError] = useFocusFirstError();
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setInvalid(true);
    focusError();
  };
  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <label>
        First <input aria-invalid={invalid ? true : undefined} />
      </label>
      <button type="submit">Go</button>
    </form>
  );
};

describe('useFocusFirstError', () => {
  it('focuses the first error once the render that shows it has committed', async () => {
    render(<Demo />);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
  });
});
