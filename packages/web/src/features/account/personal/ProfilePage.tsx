import { useEffect, useRef, useState, type FormEvent } from 'react';
import { accountFieldErrors, DISPLAY_NAME_MAX, FAVORITE_DRINK_MAX, type Profile } from '@crema/domain/account';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { T } from '../../../app/tokens';
import { formatDate } from '../../../ui/format';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { focusFirstError } from '../../../ui/focus-first-error';
import { SubmitButton } from '../../../ui/SubmitButton';
import { AccountTokens } from '../tokens';
import { LoadedAccountPage } from '../common/LoadedAccountPage';
import { bindText } from '../../../ui/bind-text';

const ProfileView = ({ initial }: { initial: Profile }) => {
  const uc = useService(AccountTokens.UseCases);
  const { locale } = useService(T.Config);
  const [profile, setProfile] = useState(initial);
  const [displayName, setDisplayName] = useState(initial.displayName);
  const [favoriteDrink, setFavoriteDrink] = useState(initial.favoriteDrink);
  const [state, save] = useAsyncAction(uc.saveProfile);
  const ref = useRef<HTMLFormElement>(null);
  const fields = state.status === 'error' ? accountFieldErrors(state.error) : {};

  useEffect(() => {
    if (state.status === 'ok') {
      setProfile(state.value.value);
      setDisplayName(state.value.value.displayName);
      setFavoriteDrink(state.value.value.favoriteDrink);
    }
    if (state.status === 'error') focusFirstError(ref.current);
  }, [state]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save({ displayName, favoriteDrink });
  };
  const since = formatDate(profile.memberSince, locale, { month: 'long', year: 'numeric' });

  return (
    <div className="acct-profile">
      <section className="card profile-card" aria-labelledby="profile-name">
        <span className="profile-avatar" aria-hidden="true">{profile.initials}</span>
        <div className="profile-card__text">
          <h2 id="profile-name">{profile.displayName}</h2>
          <p className="muted">Member since {since}</p>
          <p className="profile-drink">
            <span className="profile-drink__label">Favorite drink</span>{' '}
            {profile.favoriteDrink ? profile.favoriteDrink : <span className="muted">Not chosen yet</span>}
          </p>
        </div>
      </section>

      <form ref={ref} className="card stack" onSubmit={submit} noValidate aria-labelledby="profile-edit">
        <h2 id="profile-edit">Edit your profile</h2>
        {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
        {state.status === 'ok' && <Notice tone="success">{state.value.message}</Notice>}
        <TextField
          label="Display name"
          autoComplete="nickname"
          hint={`What baristas and the app call you. Up to ${DISPLAY_NAME_MAX} characters.`}
          {...bindText(displayName, setDisplayName)}
          error={fields['displayName']}
        />
        <TextField
          label="Favorite drink"
          autoComplete="off"
          hint={`Optional. Up to ${FAVORITE_DRINK_MAX} characters.`}
          {...bindText(favoriteDrink, setFavoriteDrink)}
          error={fields['favoriteDrink']}
        />
        <div className="acct-actions">
          <SubmitButton busy={state.status === 'loading'} busyLabel="Saving…">Save profile</SubmitButton>
        </div>
      </form>
    </div>
  );
};

/** /account/profile: display name, initials avatar, member since and favorite drink. */
export default function ProfilePage() {
  return (
    <LoadedAccountPage title="Profile" load="loadProfile" what="your profile">
      {(profile) => <ProfileView initial={profile} />}
    </LoadedAccountPage>
  );
}
