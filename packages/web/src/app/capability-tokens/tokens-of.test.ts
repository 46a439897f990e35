// A capability's tokens and its bound use cases meet by name, with nothing listed twice.
import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { bindUseCases, tokensOf } from './tokens-of';

describe('tokensOf and bindUseCases', () => {
  const useCases = { ListThings: () => 'listed', CountThings: () => 3 };

  it('a token is the same identifier each time it is read, and differs per capability and name', () => {
    const tokens = tokensOf<typeof useCases>('things');
    expect(tokens.ListThings).toBe(tokens.ListThings);
    expect(tokens.ListThings).not.toBe(tokens.CountThings);
    expect(tokensOf<typeof useCases>('other').ListThings).not.toBe(tokens.ListThings);
  });

  it('every member of a built set is reached through its token', () => {
    const c = new Container();
    bindUseCases(c, 'things', useCases);
    const tokens = tokensOf<typeof useCases>('things');
    expect(c.get(tokens.ListThings)()).toBe('listed');
    expect(c.get(tokens.CountThings)()).toBe(3);
    expect(c.isBound(tokensOf<typeof useCases>('other').ListThings)).toBe(false);
  });
});
