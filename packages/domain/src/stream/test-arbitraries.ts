// fast-check generators of stream items, shared by this capability's tests (not part of the public surface).
import fc from 'fast-check';
import { ALL_FEED_ITEM_TYPES, MS_PER_DAY } from '../shared';
import { ONBOARDING_TASK_NAMES, type OnboardingTaskItem, type StreamItem } from './model';

export const T0 = Date.UTC(2026, 10, 22, 15, 0, 0);

const text = fc.oneof(fc.constant(undefined), fc.constant(''), fc.constant('   '), fc.constantFrom('Hello', 'Save on lattes', 'Body text'));
const around = fc.integer({ min: T0 - 5 * MS_PER_DAY, max: T0 + 40 * MS_PER_DAY });

const common = fc.record(
  {
    id: fc.string({ minLength: 1, maxLength: 6 }),
    title: text,
    body: text,
    expires: fc.option(around, { nil: undefined }),
    rank: fc.integer({ min: 0, max: 5 }),
    segmentationTiers: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }), { nil: undefined }),
  },
  { requiredKeys: ['id', 'rank'] },
);

export const arbTaskItem: fc.Arbitrary<OnboardingTaskItem> = fc.record({
  task: fc.record(
    { name: fc.constantFrom(...ONBOARDING_TASK_NAMES), completedOn: fc.option(fc.integer({ min: T0 - 5 * MS_PER_DAY, max: T0 }), { nil: undefined }) },
    { requiredKeys: ['name'] },
  ),
  title: fc.constant('Task'),
  body: fc.constant('Do this'),
});

const points = fc.record({ totalPoints: fc.oneof(fc.constant(0), fc.constant(0.5), fc.integer({ min: 1, max: 200 })), expirationDate: around });

export const arbStreamItem: fc.Arbitrary<StreamItem> = fc.oneof(
  fc.tuple(common, fc.constantFrom('A1', 'A2', 'B1'), fc.constantFrom('Available', 'Redeemed', 'Expired')).map(
    ([c, couponCode, status]): StreamItem => ({ ...c, type: 'coupon', reward: { couponCode, status } }),
  ),
  common.map((c): StreamItem => ({ ...c, type: 'information' })),
  fc.tuple(common, points).map(([c, p]): StreamItem => ({ ...c, type: 'rewardPointsExpiration', rewardPointsExpiration: p })),
  fc.tuple(common, points).map(([c, p]): StreamItem => ({ ...c, type: 'tierPointsExpiration', tierPointsExpiration: p })),
  fc.tuple(common, fc.array(arbTaskItem, { maxLength: 3 })).map(
    ([c, items]): StreamItem => ({ ...c, type: 'onboarding', onboardingContent: { items } }),
  ),
  common.map((c): StreamItem => ({ ...c, type: 'addBirthDate' })),
);

export const arbItems = fc.array(arbStreamItem, { maxLength: 14 });
export const arbEnabledTypes = fc.subarray([...ALL_FEED_ITEM_TYPES]);
