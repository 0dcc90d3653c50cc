import { Alert, Button, Divider, Paper, Stack, Title } from '@mantine/core';
import { useAccount } from '../../api/account';
import { LoadingText } from '../../ui/loading-text';
import { accountTexts } from './account-texts';
import { ClubAccountSection } from './club-account-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { QualificationsSection } from './qualifications-section';
import { useSession } from '../../session/session-context';

/**
 * /account (account menu, 'Account settings'): your short name, language, email and password; how you hear from the
 * club (#32); a coach's or welfare officer's own qualifications (#31).
 */
export function AccountPage() {
  const account = useAccount();
  const { state } = useSession();
  return (
    <Stack maw={560}>
      <Title order={1}>{accountTexts.accountTitle}</Title>
      {account.isPending ? (
        <LoadingText text={accountTexts.loadingAccount} />
      ) : account.isError ? (
        <Alert color="red" variant="light" role="alert" title={accountTexts.accountFailed}>
          <Button variant="light" color="red" size="xs" onClick={() => void account.refetch()}>
            {accountTexts.retry}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="lg">
            <ProfileSection account={account.data} />
            <Divider />
            <LanguageSection account={account.data} />
            <Divider />
            <EmailSection account={account.data} />
            <Divider />
            <PasswordSection />
            <Divider />
            <ClubAccountSection />
            <NotificationsSection hasEmail={account.data.email !== null} />
            {state.status === 'signed-in' && <QualificationsSection user={state.user} />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
