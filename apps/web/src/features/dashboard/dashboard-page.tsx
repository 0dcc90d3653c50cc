import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { webMessages } from '../../web-messages';

/** Home (/). The persona dashboards of spec 2 come later; for now the heading and the access-denied banner. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const accessDenied = searchParams.get('accessDenied') === 'true';

  return (
    <Stack gap="md">
      <Title order={1}>Dashboard</Title>
      {accessDenied && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() =>
            setSearchParams(
              (params) => {
                params.delete('accessDenied');
                return params;
              },
              { replace: true },
            )
          }
        >
          {webMessages.accessDenied}
        </Alert>
      )}
      <Text c="dimmed">{webMessages.comingSoon}</Text>
    </Stack>
  );
}
