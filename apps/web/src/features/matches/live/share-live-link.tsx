import { useState } from 'react';
import { Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LiveLink, LiveLinkCreated } from '@touchline/domain';
import { useLiveLinks, useRevokeLiveLink, useShareLiveLink } from '../../../api/live-links';
import { CopyStatus } from '../../../ui/copy-status';
import { deadlineText, shortInstant } from '../../../ui/dates/fixture-dates';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { LoadingText } from '../../../ui/loading-text';
import { useCopy } from '../../../ui/use-copy';
import { UnnamedPlayers } from '../../../widgets/consents/unnamed-players';
import { known, t } from '../../../i18n/i18n';

export const shareTexts = {
  get button() {
    return t('Share live link');
  },
  get title() {
    return t('Share live link');
  },
  get intro() {
    return t(
      'Relatives can follow this match without signing in: the score (none for a team in youth mode) and the match ' +
        'events, with first names only. A link works until the end of the match day, unless you revoke it.',
    );
  },
  get create() {
    return t('Create link');
  },
  get createAnother() {
    return t('Create another link');
  },
  get linkLabel() {
    return t('Live link');
  },
  get shownOnce() {
    return t('Copy it now: the link is shown only once.');
  },
  get copy() {
    return t('Copy link');
  },
  get copied() {
    return t('Link copied');
  },
  get copyFailed() {
    return t('Could not copy the link. Select it and copy it yourself.');
  },
  get active() {
    return t('Active links');
  },
  get loading() {
    return t('Loading links…');
  },
  get none() {
    return t('No active links.');
  },
  get revoke() {
    return t('Revoke');
  },
  get confirmRevoke() {
    return t('Whoever has this link stops seeing the match at once.');
  },
  get yesRevoke() {
    return t('Yes, revoke');
  },
  get keep() {
    return t('Keep it');
  },
  get revoked() {
    return t('Link revoked: it no longer works.');
  },
  sharedBy: (link: LiveLink) =>
    t('Shared by {name}, {when}. Works until {until}.', {
      name: link.created_by ?? t('a former user'),
      when: shortInstant(link.created_at),
      until: deadlineText(link.expires_at),
    }),
  revokeLabel: (link: LiveLink) =>
    t('Revoke the link shared by {name}', { name: link.created_by ?? t('a former user') }),
};

/** A failed call's message, in the language in use when it is one of the app's. */
const errorMessage = (error: Error | null | undefined) => (error ? known(error.message) : undefined);

function ActiveLinks({ matchId, onRevoked }: { matchId: number; onRevoked: (id: number) => void }) {
  const links = useLiveLinks(matchId);
  const revoke = useRevokeLiveLink(matchId);
  const [revokedNote, setRevokedNote] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="live-links-active">
      <Title order={3} size="h5" id="live-links-active">
        {shareTexts.active}
      </Title>
      <ErrorBanner message={errorMessage(links.error ?? revoke.error)} />
      {revokedNote && (
        <Text size="sm" role="status" c="teal.9">
          {shareTexts.revoked}
        </Text>
      )}
      {links.isPending ? (
        <LoadingText text={shareTexts.loading} />
      ) : links.data?.links.length ? (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={shareTexts.active}>
          {links.data.links.map((link) => (
            <Group component="li" key={link.id} justify="space-between" wrap="nowrap" gap="sm" py={4}>
              <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                {shareTexts.sharedBy(link)}
              </Text>
              {confirming === link.id ? (
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="red.9" maw={160}>
                    {shareTexts.confirmRevoke}
                  </Text>
                  <Button
                    size="compact-sm"
                    color="red"
                    loading={revoke.isPending && revoke.variables === link.id}
                    onClick={() =>
                      revoke.mutate(link.id, {
                        onSuccess: () => {
                          setConfirming(null);
                          setRevokedNote(true);
                          onRevoked(link.id);
                        },
                      })
                    }
                  >
                    {shareTexts.yesRevoke}
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                    {shareTexts.keep}
                  </Button>
                </Group>
              ) : (
                <Button
                  style={{ flexShrink: 0 }}
                  size="compact-sm"
                  variant="light"
                  color="red"
                  aria-label={shareTexts.revokeLabel(link)}
                  onClick={() => {
                    setRevokedNote(false);
                    setConfirming(link.id);
                  }}
                >
                  {shareTexts.revoke}
                </Button>
              )}
            </Group>
          ))}
        </Box>
      ) : (
        !links.isError && (
          <Text size="sm" c="dimmed">
            {shareTexts.none}
          </Text>
        )
      )}
    </Stack>
  );
}

/**
 * 'Share live link' on the live match console (decision 111): creates a read-only link relatives open without signing
 * in, shows it once with Copy link, and lists the links that still work with Revoke.
 */
export function ShareLiveLink({ matchId }: { matchId: number }) {
  const [opened, setOpened] = useState(false);
  const share = useShareLiveLink(matchId);
  const [created, setCreated] = useState<LiveLinkCreated | null>(null);
  const copy = useCopy();
  const close = () => {
    setOpened(false);
    setCreated(null);
    copy.reset();
    share.reset();
  };
  return (
    <>
      <Button variant="light" w="fit-content" onClick={() => setOpened(true)}>
        {shareTexts.button}
      </Button>
      <FormModal opened={opened} title={shareTexts.title} submitting={share.isPending} onClose={close} size="md">
        <Stack gap="md">
          <Text size="sm">{shareTexts.intro}</Text>
          <UnnamedPlayers matchId={matchId} />
          <ErrorBanner message={errorMessage(share.error)} />
          {created && (
            <Stack gap="xs">
              <TextInput
                label={shareTexts.linkLabel}
                value={created.url}
                readOnly
                description={shareTexts.shownOnce}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Group gap="xs">
                <Button variant="light" onClick={() => void copy.copy(created.url)}>
                  {shareTexts.copy}
                </Button>
                <CopyStatus state={copy.state} copied={shareTexts.copied} failed={shareTexts.copyFailed} />
              </Group>
            </Stack>
          )}
          <Button
            variant={created ? 'default' : 'filled'}
            w="fit-content"
            loading={share.isPending}
            onClick={() =>
              share.mutate(undefined, {
                onSuccess: (link) => {
                  copy.reset();
                  setCreated(link);
                },
              })
            }
          >
            {created ? shareTexts.createAnother : shareTexts.create}
          </Button>
          <ActiveLinks matchId={matchId} onRevoked={(id) => id === created?.id && setCreated(null)} />
        </Stack>
      </FormModal>
    </>
  );
}
