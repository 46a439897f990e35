import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MS_PER_DAY } from '@crema/domain';
import {
  AccountMessages,
  DELETE_CONFIRMATION_WORD,
  DELETION_GRACE_MS,
  accountFieldErrors,
  formatAccountDate,
  type DataExport,
  type PrivacyView,
} from '@crema/domain/account';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { T } from '../../../app/tokens';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { ActionButton, SubmitButton } from '../../../ui/SubmitButton';
import { useFocusFirstErrorOn } from '../../../ui/focus-first-error';
import { AccountTokens } from '../tokens';
import { LoadedAccountPage } from '../common/LoadedAccountPage';
import { SETTINGS_BACK } from './back';
import { bindText } from '../../../ui/bind-text';

const GRACE_DAYS = Math.round(DELETION_GRACE_MS / MS_PER_DAY);

/** Hands the prepared JSON to the browser as a file download. */
const saveFile = (file: DataExport): void => {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([file.contents], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // ui-timer: release the download link once the browser has taken it
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const DataDownload = ({ view, onChange }: { view: PrivacyView; onChange: (v: PrivacyView) => void }) => {
  const uc = useService(AccountTokens.UseCases);
  const { locale } = useService(T.Config);
  const [requestState, request] = useAsyncAction(uc.requestDataDownload);
  const [downloadState, download] = useAsyncAction(uc.downloadDataExport);
  useEffect(() => {
    if (requestState.status === 'ok') onChange(requestState.value.value);
  }, [requestState, onChange]);
  useEffect(() => {
    if (downloadState.status === 'ok') saveFile(downloadState.value);
  }, [downloadState]);

  const readyAt = view.state.dataDownloadReadyAt;
  return (
    <section className="card stack" aria-labelledby="privacy-data">
      <h2 id="privacy-data">Your data</h2>
      <p className="muted">Get a copy of the personal information Crema keeps about you: your details, preferences, orders and e-gifts.</p>
      {requestState.status === 'ok' && <Notice tone="success">{requestState.value.message}</Notice>}
      {requestState.status === 'error' && <Notice tone="error">{requestState.message}</Notice>}
      {downloadState.status === 'error' && <Notice tone="error">{downloadState.message}</Notice>}
      {downloadState.status === 'ok' && <Notice tone="success">Downloaded {downloadState.value.fileName}</Notice>}
      {view.downloadStatus === 'preparing' && requestState.status !== 'ok' && (
        <Notice>
          We're preparing your data.{readyAt !== undefined && <> It will be ready by {formatAccountDate(readyAt, locale)}.</>}
        </Notice>
      )}
      <div className="acct-actions">
        {view.downloadStatus === 'ready' && (
          <ActionButton onClick={() => download()} busy={downloadState.status === 'loading'} busyLabel="Preparing the file…">
            Download my data
          </ActionButton>
        )}
        {view.downloadStatus !== 'preparing' && (
          <ActionButton
            className={view.downloadStatus === 'ready' ? 'btn btn--secondary' : 'btn'}
            onClick={() => request()}
            busy={requestState.status === 'loading'}
            busyLabel="Requesting…"
          >
            {view.downloadStatus === 'ready' ? 'Request a new copy' : 'Request my data'}
          </ActionButton>
        )}
      </div>
    </section>
  );
};

const DeleteDialog = ({ onClose, onDeleted }: { onClose: () => void; onDeleted: (v: PrivacyView) => void }) => {
  const uc = useService(AccountTokens.UseCases);
  const [typed, setTyped] = useState('');
  const [state, requestDeletion] = useAsyncAction(uc.requestDeletion);
  useEffect(() => {
    if (state.status === 'ok') onDeleted(state.value.value);
  }, [state, onDeleted]);
  const fieldError = state.status === 'error' ? accountFieldErrors(state.error)['confirmation'] : undefined;
  const formRef = useFocusFirstErrorOn(state);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    requestDeletion({ confirmation: typed });
  };
  return (
    <Dialog title="Delete your account?" onClose={onClose} role="alertdialog">
      <form ref={formRef} className="stack" onSubmit={submit} noValidate>
        <p>
          Your Stars, cards, saved payment methods and history will be removed {GRACE_DAYS} days after you confirm. Until then you can
          cancel the request here.
        </p>
        {state.status === 'error' && fieldError === undefined && <Notice tone="error">{state.message}</Notice>}
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...bindText(typed, setTyped)}
          error={fieldError}
        />
        <div className="dialog-actions acct-dialog-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>Keep my account</button>
          <SubmitButton className="btn btn--danger" busy={state.status === 'loading'} busyLabel="Requesting…">
            Delete account
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
};

const AccountDeletion = ({ view, onChange }: { view: PrivacyView; onChange: (v: PrivacyView) => void }) => {
  const uc = useService(AccountTokens.UseCases);
  const { locale } = useService(T.Config);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [cancelState, cancel] = useAsyncAction(uc.cancelDeletion);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (cancelState.status === 'ok') {
      onChange(cancelState.value.value);
      setNotice(cancelState.value.message);
      setMoved((n) => n + 1);
    }
  }, [cancelState, onChange]);
  // The button that was used is gone after a request or a cancellation: keep focus in this section.
  useEffect(() => {
    if (moved > 0) heading.current?.focus();
  }, [moved]);
  const scheduled = view.state.deletionScheduledFor;

  return (
    <section className="card stack" aria-labelledby="privacy-delete">
      <h2 id="privacy-delete" ref={heading} tabIndex={-1}>Delete your account</h2>
      {notice && <Notice tone="success">{notice}</Notice>}
      {cancelState.status === 'error' && <Notice tone="error">{cancelState.message}</Notice>}
      {view.deletionPending ? (
        <>
          <Notice tone="warn">
            {scheduled !== undefined
              ? AccountMessages.deletionRequested(formatAccountDate(scheduled, locale))
              : 'Your account is scheduled for deletion.'}
          </Notice>
          <div className="acct-actions">
            <ActionButton onClick={() => { setNotice(undefined); cancel(); }} busy={cancelState.status === 'loading'} busyLabel="Cancelling…">
              Cancel deletion request
            </ActionButton>
          </div>
        </>
      ) : (
        <>
          <p className="muted">
            Closing your account removes your Stars, cards and history for good after {GRACE_DAYS} days. You can change your mind until then.
          </p>
          <div className="acct-actions">
            <button type="button" className="btn btn--danger-outline" onClick={() => { setNotice(undefined); setOpen(true); }}>
              Delete my account
            </button>
          </div>
        </>
      )}
      {open && (
        <DeleteDialog
          onClose={() => setOpen(false)}
          onDeleted={(v) => {
            setOpen(false);
            onChange(v);
            setMoved((n) => n + 1);
          }}
        />
      )}
    </section>
  );
};

const Privacy = ({ initial }: { initial: PrivacyView }) => {
  const [view, setView] = useState(initial);
  return (
    <div className="stack acct-privacy">
      <DataDownload view={view} onChange={setView} />
      <AccountDeletion view={view} onChange={setView} />
    </div>
  );
};

/** /account/settings/privacy: a copy of the member's data, and account deletion (typed confirmation, cancellable). */
export default function PrivacyPage() {
  return (
    <LoadedAccountPage title="Privacy" back={SETTINGS_BACK} load="loadPrivacy" what="your privacy settings">
      {(view) => <Privacy initial={view} />}
    </LoadedAccountPage>
  );
}
