import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unsubscribeByLink } from '../../api/fixture-answers';
import { withLinkToken } from '../../browser/link-token';
import { paths } from '../../paths';
import { AuthFrame } from '../../ui/auth-frame';
import { errorText } from '../../ui/crud/error-text';
import { known, t } from '../../i18n/i18n';

export const unsubscribeTexts = {
  get title() {
    return t('Email preferences');
  },
  get working() {
    return t('Stopping these emails…');
  },
  done: (label: string) => t('Done: you will get no more emails of this kind ({label}).', { label: known(label) }),
  get again() {
    return t('You can turn them on again under Notifications in your Account settings.');
  },
  get failed() {
    return t('This could not be done. Please try again.');
  },
  get account() {
    return t('Go to your account');
  },
};

/** /unsubscribe#token: an email footer's 'Stop these emails' link, without signing in (decision 106). */
function UnsubscribePageFor({ token }: { token: string }) {
  const done = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => unsubscribeByLink(token),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <AuthFrame title={unsubscribeTexts.title}>
      {done.isPending ? (
        <Group justify="center" role="status">
          <Loader size="sm" />
          <Text>{unsubscribeTexts.working}</Text>
        </Group>
      ) : done.isError ? (
        <Alert color="red" variant="light" role="alert">
          {known(errorText(done.error, unsubscribeTexts.failed))}
        </Alert>
      ) : (
        <Stack>
          <Alert color="green" variant="light" role="status">
            {unsubscribeTexts.done(done.data.label)}
          </Alert>
          <Text size="sm">{unsubscribeTexts.again}</Text>
          <Anchor component={Link} to={paths.account}>
            {unsubscribeTexts.account}
          </Anchor>
        </Stack>
      )}
    </AuthFrame>
  );
}

export const UnsubscribePage = withLinkToken(UnsubscribePageFor);
