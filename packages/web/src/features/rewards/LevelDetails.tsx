import { starsLabel, type StarLevel } from '@crema/domain/rewards';

/** What a Star level costs and gives, as the levels expander and How Rewards work both list it. */
export const LevelDetails = ({ level }: { level: StarLevel }) => (
  <>
    <span className="level__stars">
      <span aria-hidden="true">★</span> {starsLabel(level.stars)}
    </span>
    <span className="level__text">
      <span className="level__title">{level.title}</span>
      <span className="level__desc">{level.description}</span>
    </span>
  </>
);
