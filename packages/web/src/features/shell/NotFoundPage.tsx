import { Link } from 'react-router-dom';
import { Page } from '../../ui/Page';

export default function NotFoundPage() {
  return (
    <Page title="Page not found" heading="We couldn't find that page">
      <p>The page may have moved. Try the menu or the home page.</p>
      <div className="row">
        <Link className="btn" to="/menu">See the menu</Link>
        <Link className="btn btn--secondary" to="/">Go home</Link>
      </div>
    </Page>
  );
}
