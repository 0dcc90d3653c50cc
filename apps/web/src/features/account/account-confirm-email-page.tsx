import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { confirmEmail } from '../../api/account-links';
import { paths } from '../../paths';
import { AuthFrame } from '../../ui/auth-frame';
import { errorText } from '../../ui/crud/error-text';
import { accountTexts } from './account-texts';
import { LinkProblem } from './link-problem';
import { withLinkToken } from '../../browser/link-token';

/** /confirm-email: opening the link sent to a new address makes it the account's address. */
function AccountConfirmEmailPageFor({ token }: { token: string }) {
  const confirmed = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
  });
  if (confirmed.isPending) {
    return (
      <AuthFrame title={accountTexts.confirmTitle}>
        <Group justify="center" role="status">
          <Loader size="sm" />
          <Text>{accountTexts.confirming}</Text>
        </Group>
      </AuthFrame>
    );
  }
  if (confirmed.isError) {
    return (
      <AuthFrame title={accountTexts.linkProblemTitle}>
        <LinkProblem message={errorText(confirmed.error, accountTexts.failed)} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={accountTexts.confirmTitle}>
      <Stack>
        <Alert color="green" variant="light" role="status">
          {accountTexts.confirmed(confirmed.data.email)}
        </Alert>
        <Anchor component={Link} to={paths.home}>
          {accountTexts.goToTouchline}
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}

export const AccountConfirmEmailPage = withLinkToken(AccountConfirmEmailPageFor);
