import { Link } from 'react-router-dom';
import type { CallToAction as Cta } from '@crema/domain/stream';

/** A card's call to action: an in-app route as a router link, anything else as a plain link. */
export const CallToAction = ({ cta, secondary = false }: { cta: Cta; secondary?: boolean }) => {
  const cls = secondary ? 'btn btn--secondary btn--small' : 'btn btn--small';
  const url = cta.url ?? '/';
  return url.startsWith('/') ? (
    <Link className={cls} to={url}>{cta.text}</Link>
  ) : (
    <a className={cls} href={url} rel="noopener noreferrer">{cta.text}</a>
  );
};
