import { useEffect, type ReactNode } from 'react';

/** A page: sets the document title and renders the page's one h1 (visually hidden when asked). */
export const Page = ({ title, heading = title, hideHeading = false, narrow = false, children }: {
  title: string;
  heading?: ReactNode;
  hideHeading?: boolean;
  narrow?: boolean;
  children?: ReactNode;
}) => {
  useEffect(() => {
    document.title = `${title} | Crema`;
  }, [title]);
  return (
    <div className={narrow ? 'container narrow' : 'container'}>
      <h1 className={hideHeading ? 'visually-hidden' : undefined}>{heading}</h1>
      {children}
    </div>
  );
};
