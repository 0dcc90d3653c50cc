import { compareVersions, upgradeNotice } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { install, messageRecipients, messages, teams, users } from '../db/schema';
import { enqueueJob } from './worker';

export const UPGRADE_NOTICE_JOB = 'upgrade-notice';

/** A version an install ran before it recorded its version (the first version with a changelog). */
const BEFORE_RECORDED = '0.1.0';

interface UpgradeNoticeJob {
  from: string;
  to: string;
}

/**
 * At start: records the version running on this database. An upgrade of a club that was already running queues the
 * notice of what changed, once (the job's key is the version; several instances starting together agree on it); a
 * new install has nothing that changed (#28, Running it).
 */
export async function noteVersion(db: Db, { version, firstRun }: { version: string; firstRun: boolean }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ version: install.version }).from(install).for('update');
    const previous = row?.version ?? (firstRun ? null : BEFORE_RECORDED);
    if (previous === version) return;
    await tx.update(install).set({ version }).where(eq(install.id, 1));
    if (previous !== null && compareVersions(version, previous) > 0)
      await enqueueJob(tx, {
        kind: UPGRADE_NOTICE_JOB,
        key: `${UPGRADE_NOTICE_JOB}:${version}`,
        payload: { from: previous, to: version } satisfies UpgradeNoticeJob,
      });
  });
}

/** The admins' inbox message of what the upgrade changed for the club (`upgradeNotice`), when there is something. */
export async function tellUpgrade(tx: Db, payload: unknown): Promise<void> {
  const { from, to } = payload as UpgradeNoticeJob;
  const clubTeams = await tx
    .select({ team_name: teams.teamName, age_group: teams.ageGroup, youth_mode: teams.youthMode })
    .from(teams)
    .orderBy(teams.teamName);
  const notice = upgradeNotice(from, to, clubTeams);
  const admins = await tx.select({ id: users.userId }).from(users).where(eq(users.role, 'admin'));
  if (!notice || admins.length === 0) return;
  const [message] = await tx
    .insert(messages)
    .values({
      kind: 'release',
      senderId: null,
      subject: notice.subject,
      body: notice.lines.join('\n'),
      audience: 'Admins',
    })
    .returning({ id: messages.id });
  await tx.insert(messageRecipients).values(admins.map((a) => ({ messageId: message!.id, userId: a.id })));
}
