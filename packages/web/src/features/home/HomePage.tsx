import { Link } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { T } from '../../app/tokens';
import { Page } from '../../ui/Page';
import { BenefitsCarousel } from './BenefitsCarousel';

export default function HomePage() {
  const session = useService(T.Session);
  const s = useObservable(session.session$, session.current());
  const name = isMember(s) ? s.firstName : undefined;
  return (
    <Page title="Home" heading={name ? `Welcome back, ${name}` : 'Good coffee, ready when you are'}>
      <section className="hero card">
        <p className="lead">Order ahead and skip the line, send an e-gift in seconds, and earn Stars on every sip.</p>
        <div className="row">
          <Link className="btn" to="/menu">Start an order</Link>
          <Link className="btn btn--secondary" to="/store-locator">Find a store</Link>
        </div>
      </section>
      {!name && <BenefitsCarousel />}
    </Page>
  );
}
