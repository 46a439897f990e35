// 'Name for the cup' (issue #32; the spec has none): optional, a member's first name to start, a guest's empty.
// `failure`: a placed order's refusal of the name (CUP_NAME_INVALID), shown on the field it is about.
import { CUP_NAME_MAX_LENGTH, CupNameText } from '@crema/domain/ordering';
import { TextField } from '../../../ui/TextField';
import type { CupName } from './useCupName';

export const CupNameField = ({ cup, failure }: { cup: CupName; failure?: string | undefined }) => (
  <div className="co-cup" ref={cup.ref}>
    <TextField
      label={CupNameText.label}
      name="cupName"
      autoComplete="given-name"
      autoCapitalize="words"
      spellCheck={false}
      // Room to see a name too long, never to type a page into it: the rule counts, the field only bounds.
      maxLength={CUP_NAME_MAX_LENGTH * 2}
      hint={CupNameText.hint}
      value={cup.value}
      onChange={(e) => cup.change(e.target.value)}
      error={cup.error ?? failure}
    />
  </div>
);
