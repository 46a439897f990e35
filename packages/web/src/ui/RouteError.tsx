import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';

/** Last line of defence: a render error shows a calm message instead of a blank page. */
export const RouteError = () => (
  <div className="container" role="alert">
    <h1>Something went wrong</h1>
    <p>{UNEXPECTED_ERROR_MESSAGE}</p>
    <Link className="btn" to="/">Go home</Link>
  </div>
);

interface BoundaryProps {
  /** The page's path: going to another page clears the error, as the router's error element did. */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failedAt: string | undefined;
}

/** Catches a render error anywhere under the routes and shows RouteError until the visitor goes elsewhere. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: undefined };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    return state.failedAt !== undefined && state.failedAt !== props.pathname ? { failedAt: undefined } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failedAt === undefined ? this.props.children : <RouteError />;
  }
}
