import { Link, useParams } from 'react-router-dom';
import type { MenuCatalog } from '@crema/domain/ordering';

/**
 * Every menu and its categories (desktop side column; on phones the page lists them itself). Before the
 * menus arrive the column is there but empty, so the page beside it does not jump sideways when they do.
 */
export const MenuSideNav = ({ catalog }: { catalog: MenuCatalog | undefined }) => {
  const { menu, category } = useParams();
  if (catalog === undefined) return null;
  return (
    <nav aria-label="Menus" className="menu-side__nav">
      {catalog.menus.map((m) => (
        <div key={m.id} className="menu-side__group">
          <p className="menu-side__title" id={`side-${m.id}`}>{m.name}</p>
          <ul aria-labelledby={`side-${m.id}`}>
            {m.categories.map((c) => (
              <li key={c.id}>
                <Link to={`/menu/${m.uri}/${c.uri}`} aria-current={m.uri === menu && c.uri === category ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
};
