// The delivery landing page's hero: a generated SVG illustration (a courier on a scooter with a Crema bag,
// a city skyline and a sun), drawn with the design palette so it needs no image request.
import { LocatorText } from './text';

export const DeliveryHero = () => (
  <svg className="locator-delivery__hero" viewBox="0 0 640 300" role="img" aria-label={LocatorText.deliveryHeroAlt}>
    <defs>
      <linearGradient id="dh-sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#f7dcb9" />
        <stop offset="1" stopColor="#fbf7f1" />
      </linearGradient>
    </defs>
    <rect width="640" height="300" rx="24" fill="url(#dh-sky)" />
    <circle cx="520" cy="86" r="46" fill="#f1b76a" />
    <g fill="#e8cfb2">
      <rect x="36" y="128" width="56" height="112" rx="4" />
      <rect x="100" y="98" width="44" height="142" rx="4" />
      <rect x="152" y="150" width="70" height="90" rx="4" />
      <rect x="394" y="118" width="52" height="122" rx="4" />
      <rect x="454" y="142" width="64" height="98" rx="4" />
      <rect x="528" y="110" width="48" height="130" rx="4" />
    </g>
    <g fill="#f3e6d3">
      <rect x="48" y="142" width="10" height="12" /><rect x="70" y="142" width="10" height="12" />
      <rect x="48" y="168" width="10" height="12" /><rect x="70" y="168" width="10" height="12" />
      <rect x="112" y="114" width="8" height="12" /><rect x="126" y="114" width="8" height="12" />
      <rect x="112" y="140" width="8" height="12" /><rect x="126" y="140" width="8" height="12" />
      <rect x="406" y="132" width="10" height="12" /><rect x="424" y="132" width="10" height="12" />
      <rect x="540" y="124" width="8" height="12" /><rect x="556" y="124" width="8" height="12" />
    </g>
    <rect x="0" y="238" width="640" height="62" fill="#4a2c1d" />
    <path d="M0 268h640" stroke="#f3e6d3" strokeWidth="4" strokeDasharray="28 22" />
    <g transform="translate(238 118)">
      <path d="M-40 52h-26M-46 70h-34M-36 88h-22" stroke="#b86b25" strokeWidth="5" strokeLinecap="round" opacity="0.7" />
      <circle cx="18" cy="108" r="22" fill="#2b1a12" />
      <circle cx="18" cy="108" r="9" fill="#e4dbd0" />
      <circle cx="138" cy="108" r="22" fill="#2b1a12" />
      <circle cx="138" cy="108" r="9" fill="#e4dbd0" />
      <path d="M0 96c6-28 28-40 62-40h36l22 18c12 0 32 6 38 22z" fill="#1d6b50" />
      <path d="M100 56l-8-38h18" fill="none" stroke="#2b1a12" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="4" y="14" width="54" height="46" rx="6" fill="#b86b25" />
      <path d="M20 30h22v8a8 8 0 0 1-8 8h-6a8 8 0 0 1-8-8z" fill="#fbf7f1" />
      <path d="M42 32h3a4 4 0 0 1 0 8h-3" fill="none" stroke="#fbf7f1" strokeWidth="3" />
      <path d="M70 56c-2-18 2-34 14-42" stroke="#134d39" strokeWidth="16" strokeLinecap="round" />
      <circle cx="86" cy="-2" r="16" fill="#c98b5e" />
      <path d="M70 -6a16 16 0 0 1 32 0z" fill="#1d6b50" />
      <path d="M84 24l22 14" stroke="#134d39" strokeWidth="9" strokeLinecap="round" />
      <path d="M62 60l24 30" stroke="#2b1a12" strokeWidth="12" strokeLinecap="round" />
    </g>
  </svg>
);
