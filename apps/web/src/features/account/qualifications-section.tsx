import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  isCoachOrAdmin,
  qualificationKindLabels,
  qualificationStateLabels,
  type QualificationEntry,
  type QualificationState,
  type User,
} from '@touchline/domain';
import { useOwnQualifications } from '../../api/safeguarding';
import { known, t } from '../../i18n/i18n';
import { errorText } from '../../ui/crud/error-text';
import { formatDate } from '../../ui/dates/format-date';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';

const colours: Record<QualificationState, string> = {
  valid: 'green',
  expiring: 'yellow',
  expired: 'red',
  applied: 'blue',
  missing: 'gray',
};

/** '27 Jan 2027' for a YYYY-MM-DD date. */
const shortDate = (date: string) =>
  formatDate(new Date(`${date}T12:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function detail(entry: QualificationEntry): string {
  if (!entry.expires_on) return '';
  const date = shortDate(entry.expires_on);
  return entry.state === 'expired' ? t('Expired {date}', { date }) : t('Until {date}', { date });
}

/** Whom the register asks for checks: whoever coaches, the welfare officer (and admins, who often coach). */
function onTheRegister(user: User): boolean {
  return user.welfare_officer || isCoachOrAdmin(user);
}

/**
 * Your DBS check, safeguarding course and first aid as the club's register holds them (#31): the state and dates
 * only, with a divider above. The welfare officer records them; an expiry comes with emails 60 and 30 days before.
 */
export function QualificationsSection({ user }: { user: User }) {
  const own = useOwnQualifications();
  // Someone the register does not ask, with nothing recorded (most parents): no section.
  const recorded = own.data?.qualifications.some((q) => q.state !== 'missing') ?? false;
  if (!onTheRegister(user) && !recorded) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="qualifications-title">
      <Divider />
      <Title order={2} size="h4" id="qualifications-title">
        {t('Your qualifications')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('The club’s welfare officer records your checks. You get an email 60 and 30 days before one expires.')}
      </Text>
      {own.isError ? (
        <ErrorBanner message={errorText(own.error, t('Failed to load your qualifications'))} />
      ) : !own.data ? (
        <LoadingText />
      ) : (
        own.data.qualifications.map((entry) => (
          <Group key={entry.kind} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{known(qualificationKindLabels[entry.kind])}</Text>
            <Group gap={6} wrap="nowrap">
              {detail(entry) && <Text size="sm">{detail(entry)}</Text>}
              <Badge color={colours[entry.state]} variant="light">
                {known(qualificationStateLabels[entry.state])}
              </Badge>
            </Group>
          </Group>
        ))
      )}
    </Stack>
  );
}
