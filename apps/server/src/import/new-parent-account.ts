/** What the account of a parent new to the club starts with when the import makes it. */
export interface NewParentAccount {
  passwordHash: string | null;
}

/**
 * The one place that says how an imported parent's account starts (decisions 100 and 104): with no password, like an
 * invited user, so nobody can sign in as them until they choose one from an invitation (sent with the import, or
 * later from User Management) or an admin sets one.
 */
export async function newParentAccount(): Promise<NewParentAccount> {
  return { passwordHash: null };
}
