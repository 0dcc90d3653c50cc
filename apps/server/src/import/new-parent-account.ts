import { unusablePasswordHash } from '../auth/passwords';

/** What the account of a parent new to the club starts with when the import makes it. */
export interface NewParentAccount {
  passwordHash: string;
}

/**
 * The one place that says how an imported parent's account starts (decision 100). The users table needs a password
 * hash, and nobody has chosen a password yet, so for now it holds the hash of a password nobody knows: the account
 * cannot be signed in to until an admin sets a password. Once invitations exist (issue #17), this is where such an
 * account becomes 'invitation pending' instead.
 */
export async function newParentAccount(): Promise<NewParentAccount> {
  return { passwordHash: await unusablePasswordHash() };
}
