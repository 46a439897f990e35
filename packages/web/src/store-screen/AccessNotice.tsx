// What the store screen shows someone who may not see a queue: signed out (the way to the customer app's
// sign-in page, which leads back here), or signed in with an account that is no store's partner (the domain's
// exact words; the header's "Sign out" is the way to another account).
import { useEffect, useRef } from 'react';
import { OrderProgressTexts } from '@crema/domain/order-progress';
import { signInHref } from './paths';

/** `focus`: the heading takes focus when shown (after "Sign out", whose button is gone). */
export const SignedOut = ({ focus = false }: { focus?: boolean }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="store-panel" aria-labelledby="store-signed-out">
      <h2 id="store-signed-out" ref={heading} tabIndex={-1}>Sign in to see your store’s orders</h2>
      <p>This screen is for the store’s partners. Sign in with your partner account and you will come back here.</p>
      <a className="store-btn store-btn--primary" href={signInHref()}>Sign in</a>
    </section>
  );
};

export const NotPartner = () => (
  <section className="store-panel store-panel--warn" aria-labelledby="store-not-partner">
    <h2 id="store-not-partner">Not a partner account</h2>
    <p>{OrderProgressTexts.notPartner}</p>
    <p>
      <a href="/">Go to the Crema app</a>
    </p>
  </section>
);
