import { Stack, Text, Title } from '@mantine/core';
import touch from '../../ui/touch-targets.module.css';
import { ApiKeysSection } from './integrations/api-keys-section';
import { integrationTexts as texts } from './integrations/integrations-texts';
import { WebhooksSection } from './integrations/webhooks-section';

/**
 * /admin/integrations (admin; #35, decision 137): the API keys the club's website and league tools use, and the
 * webhooks that tell them when fixtures, results and squads change.
 */
export function AdminIntegrationsPage() {
  return (
    <Stack gap="xl" className={touch.touch}>
      <Stack gap="xs">
        <Title order={1}>{texts.title}</Title>
        <Text>{texts.intro}</Text>
      </Stack>
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}
