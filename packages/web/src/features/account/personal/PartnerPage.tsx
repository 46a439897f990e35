import { useEffect, useState, type FormEvent } from 'react';
import { accountFieldErrors, maskPartnerNumber, PARTNER_NUMBER_LENGTH, type PartnerLink } from '@crema/domain/account';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { T } from '../../../app/tokens';
import { formatDate } from '../../../ui/format';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { useFocusFirstErrorOn } from '../../../ui/focus-first-error';
import { ActionButton, SubmitButton } from '../../../ui/SubmitButton';
import { Fact } from '../../../ui/Fact';
import { AccountTokens } from '../tokens';
import { LoadedAccountPage } from '../common/LoadedAccountPage';
import { bindText } from '../../../ui/bind-text';

const Partner = ({ initial }: { initial: PartnerLink | null }) => {
  const uc = useService(AccountTokens.UseCases);
  const { locale } = useService(T.Config);
  const [link, setLink] = useState(initial);
  const [number, setNumber] = useState('');
  const [linkState, linkPartner] = useAsyncAction(uc.linkPartner);
  const [unlinkState, unlink] = useAsyncAction(uc.unlinkPartner);
  const [notice, setNotice] = useState<string | undefined>();

  useEffect(() => {
    if (linkState.status === 'ok') {
      setLink(linkState.value.value);
      setNumber('');
      setNotice(linkState.value.message);
    }
  }, [linkState]);
  useEffect(() => {
    if (unlinkState.status === 'ok') {
      setLink(null);
      setNotice(unlinkState.value.message);
    }
  }, [unlinkState]);

  const formRef = useFocusFirstErrorOn(linkState);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(undefined);
    linkPartner(number);
  };

  if (link) {
    return (
      <div className="card stack acct-narrow">
        {notice && <Notice tone="success">{notice}</Notice>}
        {unlinkState.status === 'error' && <Notice tone="error">{unlinkState.message}</Notice>}
        <dl className="acct-facts">
          <Fact term="Partner number" className="acct-mono">{maskPartnerNumber(link.partnerNumber)}</Fact>
          <Fact term="Linked on">{formatDate(link.linkedAt, locale)}</Fact>
        </dl>
        <div className="acct-actions">
          <ActionButton className="btn btn--secondary" onClick={() => { setNotice(undefined); unlink(); }} busy={unlinkState.status === 'loading'} busyLabel="Unlinking…">
            Unlink partner number
          </ActionButton>
        </div>
      </div>
    );
  }

  const fieldError = linkState.status === 'error' ? (accountFieldErrors(linkState.error)['partnerNumber'] ?? linkState.message) : undefined;
  return (
    <form ref={formRef} className="card stack acct-narrow" onSubmit={submit} noValidate>
      {notice && <Notice tone="success">{notice}</Notice>}
      <p className="muted">No partner number is linked to your account.</p>
      <TextField
        label="Partner number"
        inputMode="numeric"
        autoComplete="off"
        hint={`The ${PARTNER_NUMBER_LENGTH}-digit number on your partner badge.`}
        {...bindText(number, setNumber)}
        error={fieldError}
      />
      <div className="acct-actions">
        <SubmitButton busy={linkState.status === 'loading'} busyLabel="Linking…">Link partner number</SubmitButton>
      </div>
    </form>
  );
};

/** /account/personal/partner: a Crema employee ("partner") links their partner number. */
export default function PartnerPage() {
  return (
    <LoadedAccountPage
      title="Partner info"
      back={{ to: '/account/personal', label: 'Personal info' }}
      intro={<p className="acct-intro muted">Partners get their discount and partner benefits when their partner number is linked to their Crema account.</p>}
      load="loadPartner"
      what="your partner info"
    >
      {(link) => <Partner initial={link} />}
    </LoadedAccountPage>
  );
}
