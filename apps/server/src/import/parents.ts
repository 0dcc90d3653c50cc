import { eq } from 'drizzle-orm';
import {
  childLabel,
  foldName,
  readChildren,
  readParentRow,
  type ChildName,
  type ImportRow,
  type ParentRowValues,
  type Player,
} from '@touchline/domain';
import type { Db } from '../db/open';
import { parentPlayerAssociations, userTypes, users } from '../db/schema';
import { listPlayers } from '../routes/players';
import { listUsers } from '../queries/users';
import {
  changesBetween,
  changeText,
  FileKeys,
  groupBy,
  auditImport,
  plannedRow,
  rowWithErrors,
  writtenValues,
  type Planner,
} from './plan';

type Child = Player;
type Account = Awaited<ReturnType<typeof readAccounts>>[number];

/** Every user as the user list shows them, with the player ids of their children: what the audit log keeps. */
async function readAccounts(db: Db) {
  const accounts = await listUsers(db);
  const links = await db
    .select({ parent: parentPlayerAssociations.parentUserId, player: parentPlayerAssociations.playerId })
    .from(parentPlayerAssociations);
  const childrenOf = groupBy(links, (l) => String(l.parent));
  return accounts.map((a) => ({
    ...a,
    children: (childrenOf.get(String(a.user_id)) ?? []).map((l) => l.player).sort((x, y) => x - y),
  }));
}

const typesOf = (a: Account) => a.userTypes.map((t) => t.type);

const previewOf = (v: ParentRowValues) => ({
  parent_name: v.parent_name,
  email: v.email,
  children: v.children.map(childLabel).join('; '),
});

const separateHint = ' (separate children with semicolons)';

/** Finds each named child among the club's players, by name and, when given, date of birth. */
function childFinder(children: readonly Child[]) {
  const byName = groupBy(children, (c) => foldName(c.player_name));
  return (named: ChildName): { found: Child } | { error: string } => {
    const sameName = byName.get(foldName(named.name)) ?? [];
    const matches = named.date_of_birth ? sameName.filter((c) => c.date_of_birth === named.date_of_birth) : sameName;
    const [found] = matches;
    if (matches.length === 1 && found) return { found };
    if (matches.length === 0)
      return {
        error:
          named.date_of_birth && sameName.length
            ? `No player called ${named.name} was born on ${named.date_of_birth}`
            : `There is no player called ${named.name}${named.name.includes(',') ? separateHint : ''}`,
      };
    const teamsOf = matches
      .map((c) => c.team_name)
      .sort((a, b) => a.localeCompare(b, 'en-GB'))
      .join(', ');
    return {
      error:
        `${matches.length} players are called ${named.name} (${teamsOf}): add the date of birth in brackets, ` +
        `e.g. ${named.name} (DD/MM/YYYY)`,
    };
  };
}

interface Create {
  username: string;
  values: ParentRowValues;
  children: Child[];
}
interface Update {
  before: Account;
  shortName: string;
  addParentType: boolean;
  newChildren: Child[];
}

/**
 * Parents by email, compared without case (decision 100): a new one gets an account of type Parent (username: the
 * email in lower case; password: `newParentAccount()`), and every parent is linked to the children the row names.
 * Links are added, never taken away.
 */
export const planParents: Planner = async (db, records, { auth, newAccount }) => {
  const accounts = await readAccounts(db);
  const byEmail = groupBy(
    accounts.filter((a) => a.email),
    (a) => (a.email ?? '').toLowerCase(),
  );
  const usernames = new Set(accounts.map((a) => a.username.toLowerCase()));
  const findChild = childFinder(await listPlayers(db, auth));
  const inFile = new FileKeys();
  const rows: ImportRow[] = [];
  const creates: Create[] = [];
  const updates: Update[] = [];

  for (const record of records) {
    const read = readParentRow(record.cells);
    // The children are looked for even when another cell is wrong, so the preview shows every error at once.
    const errors: string[] = read.ok ? [] : read.errors;
    const children: Child[] = [];
    for (const named of readChildren(record.cells.children ?? '').children) {
      const child = findChild(named);
      if ('error' in child) errors.push(child.error);
      else if (!children.includes(child.found)) children.push(child.found);
    }
    const written = record.cells.email ?? '';
    const email = written.toLowerCase();
    const first = email ? inFile.firstRow(email, record.row) : undefined;
    if (first !== undefined) errors.push(`Row ${first} has the same email: put all of a parent's children on one row`);
    const matches = email ? (byEmail.get(email) ?? []) : [];
    const [before] = matches;
    if (matches.length > 1) errors.push(`${matches.length} accounts have the email ${written}: keep it on one of them`);
    // A Coach may be a parent too (Parent+Coach); a Player account may not (rules/user-types.ts).
    else if (before && typesOf(before).includes('Player'))
      errors.push(`${written} is the email of a Player account (${before.username}): a parent needs their own`);
    else if (!before && email && usernames.has(email))
      errors.push(`Another account already has the username ${email}: give that account this email, or use another`);
    if (!read.ok || errors.length) {
      rows.push(rowWithErrors(record.row, read.ok ? previewOf(read.values) : writtenValues(record), errors));
      continue;
    }
    const v = read.values;
    if (!before) {
      creates.push({ username: email, values: v, children });
      rows.push(plannedRow(record.row, previewOf(v), false));
      continue;
    }
    const types = typesOf(before);
    const addParentType = !types.includes('Parent');
    const newChildren = children.filter((c) => !before.children.includes(c.player_id));
    const changes = [
      ...changesBetween([{ label: 'Parent name', before: before.short_name, after: v.parent_name }]),
      ...(addParentType ? [changeText('User type', types.join(', '), [...types, 'Parent'].join(', '))] : []),
      ...(newChildren.length ? [`Children: + ${newChildren.map((c) => c.player_name).join(', ')}`] : []),
    ];
    if (changes.length) updates.push({ before, shortName: v.parent_name, addParentType, newChildren });
    rows.push(plannedRow(record.row, previewOf(v), true, changes));
  }

  return {
    rows,
    async write(tx, request) {
      const fresh = await Promise.all(creates.map(() => newAccount()));
      const made = creates.length
        ? await tx
            .insert(users)
            .values(
              creates.map((c, i) => ({
                username: c.username,
                shortName: c.values.parent_name,
                email: c.values.email,
                passwordHash: fresh[i]?.passwordHash ?? null,
              })),
            )
            .returning({ id: users.userId, username: users.username })
        : [];
      const idOf = new Map(made.map((m) => [m.username, m.id]));
      const created = creates.map((c) => idOf.get(c.username) ?? 0);
      const newTypes = [
        ...created.map((userId) => ({ userId, type: 'Parent' as const })),
        ...updates.filter((u) => u.addParentType).map((u) => ({ userId: u.before.user_id, type: 'Parent' as const })),
      ];
      if (newTypes.length) await tx.insert(userTypes).values(newTypes).onConflictDoNothing();
      const links = [
        ...creates.flatMap((c, i) =>
          c.children.map((child) => ({ parentUserId: created[i] ?? 0, playerId: child.player_id })),
        ),
        ...updates.flatMap((u) =>
          u.newChildren.map((c) => ({ parentUserId: u.before.user_id, playerId: c.player_id })),
        ),
      ];
      if (links.length) await tx.insert(parentPlayerAssociations).values(links).onConflictDoNothing();
      for (const u of updates)
        if (u.shortName !== u.before.short_name)
          await tx.update(users).set({ shortName: u.shortName }).where(eq(users.userId, u.before.user_id));
      const written = { created_ids: created, updated_ids: updates.map((u) => u.before.user_id) };
      const ids = new Set([...written.created_ids, ...written.updated_ids]);
      const after = ids.size ? (await readAccounts(tx)).filter((a) => ids.has(a.user_id)) : [];
      const audited = { before: updates.map((u) => u.before), after };
      await auditImport(tx, request, 'users', written, audited, (a) => a.user_id);
      return written;
    },
  };
};
