// The signed-out home's large seasonal visual: a Crema cup dressed for the season (a red cup with snowflakes
// for the holidays, blossoms in spring, an iced cup in summer, falling leaves in autumn, coffee beans
// otherwise). Inline SVG: no request, no layout shift, and colours from the season's CSS class (home.css).
import { useId } from 'react';
import type { Season } from '@crema/domain/greeting';

type Theme = 'holiday' | 'winter' | 'spring' | 'summer' | 'autumn' | 'beans';

const THEME_OF: Readonly<Record<Season, Theme>> = {
  holiday: 'holiday',
  winter: 'winter',
  spring: 'spring',
  summerOne: 'summer',
  summerTwo: 'summer',
  autumnOne: 'autumn',
  autumnTwo: 'autumn',
  default: 'beans',
};

/** One decoration per theme, drawn around the origin and placed several times around the cup. */
const ORNAMENT: Readonly<Record<Theme, string>> = {
  holiday: 'M0-10v20M-8.7-5l17.4 10M-8.7 5l17.4-10M-3-8l3 2 3-2M-3 8l3-2 3 2',
  winter: 'M0-10v20M-8.7-5l17.4 10M-8.7 5l17.4-10',
  spring: 'M0-3a4 4 0 1 1 3-6 4 4 0 1 1 5 4 4 4 0 1 1-2 6 4 4 0 1 1-6 0 4 4 0 1 1-2-6 4 4 0 1 1 5-4z',
  summer: 'M0-6a6 6 0 1 1 0 12 6 6 0 1 1 0-12M0-13v3M0 10v3M-13 0h3M10 0h3M-9-9l2 2M7 7l2 2M-9 9l2-2M7-7l2-2',
  autumn: 'M0-11c7 4 8 12 0 20-8-8-7-16 0-20zM0-9v21',
  beans: 'M0-9c6 0 8 5 8 9s-2 9-8 9-8-5-8-9 2-9 8-9zM0-8c-3 5 3 11 0 16',
};

/** Where the ornaments sit (x, y, rotation, scale) in the 240 x 200 drawing. */
const SPOTS: readonly (readonly [number, number, number, number])[] = [
  [34, 44, -20, 1.2],
  [206, 58, 25, 1],
  [24, 132, 10, 0.9],
  [214, 146, -15, 1.3],
  [60, 176, 40, 0.7],
  [188, 20, 0, 0.8],
];

const HotCup = () => (
  <g className="season-art__cup">
    <path className="season-art__steam" d="M106 30c-7-8 7-12 0-22M121 26c-7-8 7-12 0-22M136 30c-7-8 7-12 0-22" />
    <rect className="season-art__lid" x="76" y="36" width="88" height="12" rx="6" />
    <path className="season-art__lid" d="M82 48h76l-3 10H85z" />
    <path className="season-art__body" d="M86 58h68l-10 126H96z" />
    <path className="season-art__sleeve" d="M90 100h60l-3.4 42H93.4z" />
    <circle className="season-art__logo" cx="120" cy="121" r="12" />
    <path className="season-art__mark" d="M114 124c3-7 9-9 12-6" />
  </g>
);

const IcedCup = () => (
  <g className="season-art__cup">
    <path className="season-art__straw" d="M128 62 146 6h8" />
    <path className="season-art__lid" d="M80 58a40 22 0 0 1 80 0z" />
    <rect className="season-art__lid" x="76" y="56" width="88" height="8" rx="4" />
    <path className="season-art__glass" d="M84 64h72l-10 120H94z" />
    <path className="season-art__drink" d="M87 92h66l-7.7 92H94.7z" />
    <rect className="season-art__ice" x="98" y="98" width="18" height="18" rx="3" transform="rotate(-12 107 107)" />
    <rect className="season-art__ice" x="122" y="104" width="18" height="18" rx="3" transform="rotate(10 131 113)" />
    <rect className="season-art__ice" x="108" y="126" width="16" height="16" rx="3" transform="rotate(5 116 134)" />
  </g>
);

export default function SeasonArt({ season }: { season: Season }) {
  const theme = THEME_OF[season];
  const ornament = `season-ornament-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className={`season-art season-art--${theme}`} aria-hidden="true" focusable="false" viewBox="0 0 240 200" width="240" height="200">
      <defs>
        <path id={ornament} d={ORNAMENT[theme]} />
      </defs>
      <circle className="season-art__halo" cx="120" cy="104" r="86" />
      <ellipse className="season-art__shadow" cx="120" cy="188" rx="54" ry="7" />
      {SPOTS.map(([x, y, r, s]) => (
        <use key={`${x}-${y}`} className="season-art__ornament" href={`#${ornament}`} transform={`translate(${x} ${y}) rotate(${r}) scale(${s})`} />
      ))}
      {theme === 'summer' ? <IcedCup /> : <HotCup />}
    </svg>
  );
}
