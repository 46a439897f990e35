// Answers a page came with: the build renders an entry page's first view with the data it shows (the national
// menu on /menu, build/first-view.ts) and writes that data beside it as JSON, the server's answer as it is. The
// app reads it once at start, so the view it hydrates shows the same menu without asking the server first.
// A data block, not a script: nothing in it runs, and the server's CSP needs no exception for it.

/** Each answer by the call it stands for, as the server answers it; the adapter decodes it like any answer. */
export interface PageAnswers {
  /** get-menu's `menu` without a store. */
  readonly nationalMenu?: unknown;
}

export const PAGE_ANSWERS_ID = 'crema-page-answers';

/** The page's answers; none when the page has no block or it is not JSON (a page is never trusted to parse). */
export const readPageAnswers = (doc: Pick<Document, 'getElementById'> | undefined): PageAnswers => {
  const text = doc?.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (text === undefined || text === null || text === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PageAnswers) : {};
  } catch {
    return {};
  }
};

/** The block written into a page: JSON with '<' escaped, so no text in it can close the element. */
export const pageAnswersBlock = (answers: PageAnswers): string =>
  `<script type="application/json" id="${PAGE_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
