// The home stream flow at its edges: a new visitor on the same device, commands before open or after dispose,
// and a task completed on a later answer.
import { describe, it, expect } from 'vitest';
import { ok, type Session } from '../shared';
import { ONBOARDING_COLLAPSE_MS } from './onboarding';
import { advance, guest, homeStreamHarness, member, NOW, onboarding, viewOf } from './test-home-stream';

const setup = homeStreamHarness;

const member2: Session = { ...member, memberId: 'm2', firstName: 'Blake' };

describe('the home stream flow for a new visitor on the same device', () => {
  it('a different member, or signing out, loads the stream again; only a new member asks for Stars', () => {
    const { flow, streamCalls, rewardCalls } = setup();
    const starsAskedFor = () => rewardCalls.map((c) => c.input.memberId);
    flow.open({ session: member, isMobile: true });
    expect(starsAskedFor()).toEqual(['m1']);
    flow.open({ session: member2, isMobile: true });
    expect(starsAskedFor()).toEqual(['m1', 'm2']);
    flow.open({ session: member2, isMobile: false }); // same member, other device: no new Stars
    expect(starsAskedFor()).toEqual(['m1', 'm2']);
    flow.open({ session: guest, isMobile: false });
    expect(streamCalls.map((c) => [c.input.session, c.input.isMobile])).toEqual([[member, true], [member2, true], [member2, false], [guest, false]]);
    expect(rewardCalls.map((c) => c.input)).toEqual([{ memberId: 'm1', force: false }, { memberId: 'm2', force: false }]);
  });
});

describe('the home stream flow outside a visit', () => {
  it('a visit opened again after dispose asks for the Stars again', () => {
    const { flow, rewardCalls } = setup();
    flow.open({ session: member, isMobile: false });
    flow.dispose();
    flow.open({ session: member, isMobile: false });
    expect(rewardCalls.map((c) => c.input)).toEqual([{ memberId: 'm1', force: false }, { memberId: 'm1', force: false }]);
  });


  it('dispose before open, twice, and impressions after dispose raise nothing', () => {
    const { flow } = setup();
    expect(() => flow.dispose()).not.toThrow();
    flow.open({ session: member, isMobile: false });
    flow.dispose();
    expect(() => {
      flow.dispose();
      flow.cardVisible('a', 1);
    }).not.toThrow();
    expect(flow.current().stream.impressions).toEqual(['a']);
  });
});

describe('a task completed on a later answer', () => {
  it('is marked seen 5 seconds after the answer that completes it', () => {
    const { flow, lastStream, scheduler } = setup();
    flow.open({ session: member, isMobile: false });
    lastStream().next(ok(viewOf([onboarding()])));
    flow.reload();
    lastStream().next(ok(viewOf([onboarding(NOW)])));
    advance(scheduler, ONBOARDING_COLLAPSE_MS - 1);
    expect(flow.current().stream.seenTasks).toEqual([]);
    advance(scheduler, 1);
    expect(flow.current().stream.seenTasks).toEqual(['MOP']);
  });
});
