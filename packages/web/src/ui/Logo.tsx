/** The Crema mark: a cup seen from above with a crema swirl. Decorative; the brand name is text beside it. */
export const Logo = () => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <circle cx="16" cy="16" r="15" fill="#2b1a12" />
    <circle cx="16" cy="16" r="11" fill="#b86b25" />
    <path d="M10 17c2-5 9-6 12-2-3-1-6 0-7 3s-3 3-5-1z" fill="#f3e6d3" />
  </svg>
);
