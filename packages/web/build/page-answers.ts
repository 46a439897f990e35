// The answers an entry page's first view is rendered with and comes with (src/browser/page-answers.ts): the
// national menu on /menu, as the server answers it (the catalog's menu, its artwork named by URL), so the page
// paints the menu and its pictures without waiting for the app and a call. Menus do not change while a build
// is served: the server answers from the same catalog.
import { menuFor } from '@crema/catalog/ordering';
import { menuWithArtworkUrls } from '@crema/domain/ordering/wire';
import type { PageAnswers } from '../src/browser/page-answers.ts';

export const pageAnswers: Readonly<Record<string, () => PageAnswers>> = {
  '/menu': () => ({ nationalMenu: menuWithArtworkUrls(menuFor()) }),
};
