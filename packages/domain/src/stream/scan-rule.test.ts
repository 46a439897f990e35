import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { StreamView } from './model';
import { needsPrimaryCard, streamOffersScan } from './scan-rule';
import { arbItems } from './test-arbitraries';

const viewOf = (items: StreamView['items']): StreamView => ({ audience: 'member', items, partial: false, taskNames: [] });
const isExpiring = (i: StreamView['items'][number]) => i.type === 'rewardPointsExpiration' || i.type === 'tierPointsExpiration';

describe('the scan rule', () => {
  it('a stream offers a scan exactly when it holds an expiring-Stars card', () => {
    fc.assert(fc.property(arbItems, (items) => {
      expect(streamOffersScan(viewOf(items))).toBe(items.some(isExpiring));
    }));
  });

  it('no view, no scan', () => {
    expect(streamOffersScan(undefined)).toBe(false);
  });

  it('only a member needs the primary card: on a phone always, elsewhere when a card offers a scan', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), arbItems, (signedIn, isMobile, items) => {
        const view = viewOf(items);
        expect(needsPrimaryCard({ signedIn, isMobile, view })).toBe(signedIn && (isMobile || items.some(isExpiring)));
      }),
    );
  });
});
