// Tests of one component: rendered with the test's own props over the file's defaults.
import type { ComponentType } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** Renders `Component` with `defaults` overridden by `over`: the props it got (mocks to check), the render and a user. */
export const renderWithProps = <P extends object>(Component: ComponentType<P>, defaults: P, over: Partial<P> = {}): { props: P; view: RenderResult; user: UserEvent } => {
  const props: P = { ...defaults, ...over };
  const view = render(<Component {...props} />);
  return { props, view, user: userEvent.setup() };
};
