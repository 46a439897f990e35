// '/': the greeting (time of day and season, in the visitor's time zone) renders at once. Signed-out
// visitors get the seasonal hero (one call to action) and the rewards benefits carousel; the stream code loads only for members (or
// guests with the unauthenticated stream), in its own chunk, behind a Suspense boundary.
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { FALLBACK_TIME_ZONE, greetingFor, HomeMessages, streamAudience } from '@crema/domain/greeting';
import { isMember } from '@crema/domain';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { T } from '../../app/tokens';
import { Page } from '../../ui/Page';
import { useHydrated } from '../../ui/useHydrated';
import { StreamSkeleton } from './StreamSkeleton';
import SeasonArt from './SeasonArt';
import BenefitsCarousel from './BenefitsCarousel';
import './home.css';

const HomeStream = lazy(() => import('./HomeStream'));

const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export default function HomePage() {
  const session = useSession();
  const clock = useService(T.Clock);
  const config = useService(T.Config);
  const firstName = isMember(session) ? session.firstName : undefined;
  const { builtAt = 0 } = useService(T.Env);
  // The part of day is the visitor's, known only in the browser: the first view rendered ahead has the build's
  // greeting with its words hidden, and so has the browser's hydrating render, which must match it.
  const hydrated = useHydrated();
  const greeting = useMemo(
    () => (hydrated ? greetingFor(clock.now(), visitorTimeZone(), firstName) : greetingFor(builtAt, FALLBACK_TIME_ZONE, firstName)),
    [hydrated, clock, builtAt, firstName],
  );
  const audience = streamAudience(session, config);
  const local = (text: string) => (hydrated ? text : <span className="until-hydrated">{text}</span>);
  return (
    <Page title={HomeMessages.pageTitle} heading={local(greeting.headline)}>
      {isMember(session) ? (
        <p className={`home-season home-season--${greeting.season}`}>{local(greeting.seasonLine)}</p>
      ) : (
        <>
          {/* Signed out: one large seasonal visual and one clear call to action, then the rewards story. */}
          <section className={`home-hero home-hero--${greeting.season}`} aria-label="Welcome">
            <div className="home-hero__text">
              <p className="home-hero__season">{local(greeting.seasonLine)}</p>
              <p className="lead">{HomeMessages.heroLead}</p>
              <div className="home-hero__actions">
                <Link className="btn btn--large" to="/menu">{HomeMessages.startOrder}</Link>
                <Link className="home-hero__link" to="/store-locator">{HomeMessages.findStore}</Link>
              </div>
            </div>
            <SeasonArt season={greeting.season} />
          </section>
          <BenefitsCarousel />
        </>
      )}
      {audience !== 'none' && (
        <Suspense fallback={<StreamSkeleton label={HomeMessages.loadingStream} />}>
          <HomeStream session={session} />
        </Suspense>
      )}
    </Page>
  );
}
