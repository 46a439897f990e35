// The answers a page came with: read once at start from the page's data block, never trusted to parse.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageAnswersBlock, PAGE_ANSWERS_ID, readPageAnswers } from './page-answers';

/** A page holding `html` in its body. */
const pageWith = (html: string): Document => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

describe('page answers', () => {
  it('reads back what the build wrote, whatever text it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (text, value) => {
        const answers = { nationalMenu: { text, value } };
        expect(readPageAnswers(pageWith(pageAnswersBlock(answers)))).toEqual(JSON.parse(JSON.stringify(answers)));
      }),
    );
  });

  it('no text in an answer closes the block early', () => {
    const page = pageWith(`${pageAnswersBlock({ nationalMenu: { name: '</script><p id="injected">x</p>' } })}`);
    expect(page.getElementById('injected')).toBeNull();
    expect(readPageAnswers(page)).toEqual({ nationalMenu: { name: '</script><p id="injected">x</p>' } });
  });

  it('a page without a block, or with one that is not an object of JSON, has no answers', () => {
    expect(readPageAnswers(undefined)).toEqual({});
    expect(readPageAnswers(pageWith('<p>menu</p>'))).toEqual({});
    for (const text of ['{', 'null', '[1]', '"menu"', ''])
      expect(readPageAnswers(pageWith(`<script type="application/json" id="${PAGE_ANSWERS_ID}">${text}</script>`))).toEqual({});
  });
});
