import { Link, useRouteError } from 'react-router-dom';
import { UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';

/** Last line of defence: a render error shows a calm message instead of a blank page. */
export const RouteError = () => {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="container" role="alert">
      <h1>Something went wrong</h1>
      <p>{UNEXPECTED_ERROR_MESSAGE}</p>
      <Link className="btn" to="/">Go home</Link>
    </div>
  );
};
