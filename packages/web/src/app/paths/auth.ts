// Signing in and joining (mounted in ../routes.tsx), for the pages that lead there.
export const AuthPaths = {
  signIn: '/signin',
  join: '/join',
} as const;
