// The frame of an account page that shows one thing the member has on file: load it with its account use
// case, then render it, with the loading and error states meanwhile.
import type { ReactNode } from 'react';
import type { Observable } from 'rxjs';
import type { AsyncState } from '@crema/domain';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { useLoad } from '../../../app/useObservable';
import { AccountShell } from '../../../ui/AccountShell';
import { Loaded } from '../../../ui/states';
import { AccountTokens, type AccountUseCases } from '../tokens';

type Load<T> = () => Observable<AsyncState<T>>;
/** The account use cases that load something, without arguments (loadProfile, loadPrivacy…). */
type LoaderName = { [K in keyof AccountUseCases]: AccountUseCases[K] extends Load<unknown> ? K : never }[keyof AccountUseCases];
type LoadedBy<K extends LoaderName> = AccountUseCases[K] extends Load<infer T> ? T : never;

export function LoadedAccountPage<K extends LoaderName>({ title, back, load, what, intro, aside, children }: {
  title: string;
  back?: { readonly to: string; readonly label: string };
  /** The account use case that loads what the page shows. */
  load: K;
  /** 'your profile': used in the loading label. */
  what: string;
  /** Shown above the loaded content, from the start. */
  intro?: ReactNode;
  /** Shown below the loaded content, from the start. */
  aside?: ReactNode;
  children: (value: LoadedBy<K>) => ReactNode;
}) {
  useCapability('account');
  const loader = useService(AccountTokens.UseCases)[load] as Load<LoadedBy<K>>;
  const [state, reload] = useLoad(() => loader(), [loader]);
  return (
    <AccountShell title={title} back={back}>
      {intro}
      <Loaded state={state} retry={reload} what={what}>
        {children}
      </Loaded>
      {aside}
    </AccountShell>
  );
}
