// The form's numbered recipient fields (spec section 3: recipientEmail{n}, recipientName{n}) to and from
// the recipient list the rules work on. Rows are numbered from 1, like the field errors of rules.ts.
import type { GiftRecipientInput } from './model';

export type NumberedRecipientFields = Readonly<Record<string, string>>;

export const toNumberedFields = (recipients: readonly GiftRecipientInput[]): NumberedRecipientFields =>
  Object.fromEntries(recipients.flatMap((r, i) => [[`recipientEmail${i + 1}`, r.email], [`recipientName${i + 1}`, r.name]]));

const NUMBERED = /^recipient(Email|Name)([1-9][0-9]*)$/;

/** Rows 1..highest number present; a missing half of a pair reads as ''. Other keys are ignored. */
export const fromNumberedFields = (fields: NumberedRecipientFields): readonly GiftRecipientInput[] => {
  let rows = 0;
  for (const key of Object.keys(fields)) {
    const m = NUMBERED.exec(key);
    if (m) rows = Math.max(rows, Number(m[2]));
  }
  return Array.from({ length: rows }, (_, i) => ({ email: fields[`recipientEmail${i + 1}`] ?? '', name: fields[`recipientName${i + 1}`] ?? '' }));
};
