// Public surface of '@crema/catalog/stream': the stream cards the server answers and its onboarding seed.
export { demoMemberItems, newMemberItems, guestItems, seedItemsFor, onboardingCard, starsExpiringCard } from './seed-items';
export { seedOnboarding, ORDER_COMPLETES, RELOAD_COMPLETES, type CompletedTasks, type OnboardingByMember } from './onboarding-seed';
