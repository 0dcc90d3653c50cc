import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { accountTexts } from './account-texts';

/** Why an emailed link does not work, in the server's words, with the ways on. */
export function LinkProblem({ message }: { message: string }) {
  return (
    <Stack>
      <Alert color="red" variant="light" role="alert" title={accountTexts.linkProblemTitle}>
        {message}
      </Alert>
      <Group justify="space-between">
        <Anchor component={Link} to={paths.login()}>
          {accountTexts.backToSignIn}
        </Anchor>
        <Anchor component={Link} to={paths.forgotPassword}>
          {accountTexts.askAgain}
        </Anchor>
      </Group>
    </Stack>
  );
}
