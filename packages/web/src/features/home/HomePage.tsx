// '/': the greeting (time of day and season, in the visitor's time zone) renders at once. Signed-out
// visitors get the hero and the rewards benefits carousel; the stream code loads only for members (or
// guests with the unauthenticated stream), in its own chunk, behind a Suspense boundary.
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor, HomeMessages, streamAudience } from '@crema/domain/greeting';
import { isMember } from '@crema/domain';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { T } from '../../app/tokens';
import { Page } from '../../ui/Page';
import { BenefitsCarousel } from './BenefitsCarousel';
import { StreamSkeleton } from './StreamSkeleton';
import './home.css';

const HomeStream = lazy(() => import('./HomeStream'));

const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export default function HomePage() {
  const session = useSession();
  const clock = useService(T.Clock);
  const config = useService(T.Config);
  const firstName = isMember(session) ? session.firstName : undefined;
  const greeting = useMemo(() => greetingFor(clock.now(), visitorTimeZone(), firstName), [clock, firstName]);
  const audience = streamAudience(session, config);
  return (
    <Page title={HomeMessages.pageTitle} heading={greeting.headline}>
      <p className={`home-season home-season--${greeting.season}`}>{greeting.seasonLine}</p>
      {!isMember(session) && (
        <div className="home-welcome">
          <section className="hero card" aria-label="Welcome">
            <svg className="hero__art" aria-hidden="true" viewBox="0 0 64 64" width="88" height="88">
              <path d="M19 12h26l2 7H17zM20 19l4 37h16l4-37M23 30h18M24 40h16" fill="none" stroke="var(--c-caramel)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p className="lead">{HomeMessages.heroLead}</p>
            <div className="row">
              <Link className="btn" to="/menu">{HomeMessages.startOrder}</Link>
              <Link className="btn btn--secondary" to="/store-locator">{HomeMessages.findStore}</Link>
            </div>
          </section>
          <BenefitsCarousel />
        </div>
      )}
      {audience !== 'none' && (
        <Suspense fallback={<StreamSkeleton label={HomeMessages.loadingStream} />}>
          <HomeStream session={session} />
        </Suspense>
      )}
    </Page>
  );
}
