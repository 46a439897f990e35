import { Link } from 'react-router-dom';
import { callToActionTarget, type CallToAction as Cta } from '@crema/domain/stream';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';

/**
 * A card's call to action: a same-origin path as a router link, an https link to one of the retailer's hosts
 * (AppConfig.linkHosts) as a plain link, anything else as nothing (the domain's callToActionTarget decides).
 */
export const CallToAction = ({ cta, secondary = false }: { cta: Cta; secondary?: boolean }) => {
  const { linkHosts } = useService(T.Config);
  const target = callToActionTarget(cta, linkHosts);
  const cls = secondary ? 'btn btn--secondary btn--small' : 'btn btn--small';
  if (target === undefined) return null;
  return target.kind === 'route' ? (
    <Link className={cls} to={target.path}>{cta.text}</Link>
  ) : (
    <a className={cls} href={target.href} rel="noopener noreferrer">{cta.text}</a>
  );
};
