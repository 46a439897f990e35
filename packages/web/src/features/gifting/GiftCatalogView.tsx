// The gift catalog as the two catalog routes show it: every category (/gift) or one (/gift/category/{urn}).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AsyncState } from '@crema/domain';
import { type GiftCardDesign, type GiftCatalogData, type GiftCategory } from '@crema/domain/gifting';
import { GiftPaths } from '../../app/paths';
import { Notice } from '../../ui/Notice';
import { GiftArt } from './GiftArt';

/** One design: a link named by the design, described by its artwork's text. */
const GiftTile = ({ design }: { design: GiftCardDesign }) => {
  const descId = useId();
  return (
    <li className="gift-tile">
      <Link className="gift-tile__link" to={GiftPaths.design(design.productNumber)} aria-describedby={descId}>
        <GiftArt design={design} />
        <span className="gift-tile__name">{design.name}</span>
      </Link>
      <span id={descId} hidden>
        {design.artwork.alt}
      </span>
    </li>
  );
};

export const GiftGrid = ({ designs }: { designs: readonly GiftCardDesign[] }) => (
  <ul className="gift-grid">
    {designs.map((d) => (
      <GiftTile key={d.productNumber} design={d} />
    ))}
  </ul>
);

/** Links to each category; the current one is marked (and scrolled into view on a narrow screen). */
export const CategoryNav = ({ categories, current }: { categories: readonly GiftCategory[]; current?: string | undefined }) => {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && el) nav.current.scrollLeft = Math.max(0, el.offsetLeft - nav.current.offsetLeft - 16);
  }, [current]);
  return (
    <nav ref={nav} aria-label="Gift card categories" className="gift-chips-nav">
      <ul className="gift-chips">
        <li>
          <Link className="gift-chip" to={GiftPaths.home} aria-current={current === undefined ? 'page' : undefined}>
            All
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.urn}>
            <Link className="gift-chip" to={GiftPaths.category(c.urn)} aria-current={current === c.urn ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** Loading, error (with a retry) and ok states of the catalog; `children` renders the data. */
export const CatalogStates = ({
  state,
  retry,
  children,
}: {
  state: AsyncState<GiftCatalogData>;
  retry: () => void;
  children: (catalog: GiftCatalogData) => ReactNode;
}) => {
  const data = state.status === 'ok' ? state.value : state.status === 'idle' ? undefined : state.previous;
  return (
    <>
      {state.status === 'error' && (
        <div className="stack gift-block">
          <Notice tone="error">{state.message}</Notice>
          <button type="button" className="btn btn--secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {data === undefined && state.status !== 'error' && <CatalogSkeleton />}
      {data !== undefined && children(data)}
    </>
  );
};

const CatalogSkeleton = () => (
  <div role="status" className="gift-block">
    <span className="visually-hidden">Loading gift cards…</span>
    <ul className="gift-grid" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="gift-tile gift-tile--placeholder" />
      ))}
    </ul>
  </div>
);
