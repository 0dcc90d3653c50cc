/**
 * One email address, as every email field of the club takes it (#28 item 18): an RFC 5322 addr-spec of the plain
 * kind, `local@domain`. The local part is dot-separated runs of RFC 5322's atext (letters, digits and
 * ! # $ % & ' * + / = ? ^ _ ` { | } ~ -; letters of any script too); the domain is dot-separated labels of letters,
 * digits and inner hyphens, at least two of them. So no list (commas, semicolons), no display name or angle brackets,
 * no quoted local part, comment or address literal, no blank and no control or direction-changing character: what an
 * invitation is sent to is exactly one mailbox.
 */
const atom = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const label = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const addrSpec = new RegExp(`^${atom}(?:\\.${atom})*@${label}(?:\\.${label})+$`, 'u');

/** The longest address SMTP carries (RFC 5321: 254 characters, 64 before the @). */
export const MAX_EMAIL_LENGTH = 254;

/** Whether the text is one email address (see above), nothing around it. */
export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH || !addrSpec.test(text)) return false;
  return text.indexOf('@') <= 64;
}
