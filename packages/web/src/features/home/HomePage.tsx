// '/': the greeting (time of day and season, in the visitor's time zone) renders at once. Signed-out
// visitors get the seasonal hero (one call to action) and the rewards benefits carousel; the stream code loads only for members (or
// guests with the unauthenticated stream), in its own chunk, behind a Suspense boundary.
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor, HomeMessages, streamAudience } from '@crema/domain/greeting';
import { isMember } from '@crema/domain';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { T } from '../../app/tokens';
import { Page } from '../../ui/Page';
import { StreamSkeleton } from './StreamSkeleton';
import './home.css';

const HomeStream = lazy(() => import('./HomeStream'));
// The hero's drawing is decorative and never the largest paint: it loads beside the page, its box kept meanwhile.
const SeasonArt = lazy(() => import('./SeasonArt'));
// So is the rewards story below it (the first page's JavaScript has a budget); its box is kept too.
const BenefitsCarousel = lazy(() => import('./BenefitsCarousel'));

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
      {isMember(session) ? (
        <p className={`home-season home-season--${greeting.season}`}>{greeting.seasonLine}</p>
      ) : (
        <>
          {/* Signed out: one large seasonal visual and one clear call to action, then the rewards story. */}
          <section className={`home-hero home-hero--${greeting.season}`} aria-label="Welcome">
            <div className="home-hero__text">
              <p className="home-hero__season">{greeting.seasonLine}</p>
              <p className="lead">{HomeMessages.heroLead}</p>
              <div className="home-hero__actions">
                <Link className="btn btn--large" to="/menu">{HomeMessages.startOrder}</Link>
                <Link className="home-hero__link" to="/store-locator">{HomeMessages.findStore}</Link>
              </div>
            </div>
            <Suspense fallback={<div className="season-art" aria-hidden="true" />}>
              <SeasonArt season={greeting.season} />
            </Suspense>
          </section>
          <Suspense fallback={<div className="carousel card carousel--placeholder" aria-hidden="true" />}>
            <BenefitsCarousel />
          </Suspense>
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
