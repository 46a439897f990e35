// The name for the cup (issue #32): optional, what the barista writes on the cup and calls out at pickup. The spec
// has no such field (a curbside check-in carries a firstName, a customer arrival a displayName; an order nothing),
// so the rule is ours: a member's field starts with their first name, a guest's empty; letters (any script), with
// spaces, hyphens, apostrophes and periods between them, up to 20 characters, as a marker could write it on a cup.
// The server checks it again (the same rule) and keeps it with the order as text, never as markup.
import { isMember, type Session } from '../../shared/session';

export const CUP_NAME_MAX_LENGTH = 20;

/** text not given by the spec */
export const CupNameText = {
  label: 'Name for the cup',
  hint: 'Optional. We write it on your cup and call it out when your order is ready.',
  tooLong: `Use ${CUP_NAME_MAX_LENGTH} characters or fewer for the name on the cup.`,
  characters: 'Use only letters, spaces, hyphens, apostrophes or periods for the name on the cup.',
} as const;

/** A letter first, then letters, spaces and the marks names carry (O'Neil, Anne-Marie, J.R.). */
const CUP_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '\u2019.-]*$/u;

/** The name as it goes on the cup: Unicode-composed, trimmed, one space between words. */
export const normalizeCupName = (raw: string): string => raw.normalize('NFC').trim().replace(/\s+/gu, ' ');

/** What is wrong with a typed name, or undefined when it can go on a cup (an empty one: no name). */
export const cupNameError = (raw: string): string | undefined => {
  const name = normalizeCupName(raw);
  if (name === '') return undefined;
  if ([...name].length > CUP_NAME_MAX_LENGTH) return CupNameText.tooLong;
  return CUP_NAME.test(name) ? undefined : CupNameText.characters;
};

/** The field's value: what the person typed, else a member's first name when it can go on a cup, else empty. */
export const cupNameField = (session: Session, typed: string | undefined): string => {
  if (typed !== undefined) return typed;
  return isMember(session) && normalizeCupName(session.firstName) !== '' && cupNameError(session.firstName) === undefined ? normalizeCupName(session.firstName) : '';
};

/** What an order carries: the normalized name, or nothing for an empty one (call it only with a valid name). */
export const cupNameToSend = (value: string): string | undefined => {
  const name = normalizeCupName(value);
  return name === '' ? undefined : name;
};
