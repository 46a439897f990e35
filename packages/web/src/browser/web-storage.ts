// The page's web storage, or undefined where there is none (a test without a DOM) or it is refused (a
// sandboxed frame, some private modes: even reading the property throws).
const storageOf = (read: () => Storage | undefined): Storage | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

export const browserLocalStorage = (): Storage | undefined => storageOf(() => (typeof localStorage === 'undefined' ? undefined : localStorage));

export const browserSessionStorage = (): Storage | undefined => storageOf(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
