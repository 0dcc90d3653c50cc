import { Badge, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import type { PeopleOnDate, Person } from './availability-people';
import { useReturnFocus } from '../../ui/use-return-focus';
import { t, tc } from '../../i18n/i18n';

interface PeopleModalProps {
  opened: boolean;
  title: string;
  people: PeopleOnDate;
  /** The coach list is read when the modal opens. */
  coachesLoading: boolean;
  coachesError: string | null;
  everyoneText: string;
  onClose: () => void;
}

function PeopleList({ heading, people, empty }: { heading: string; people: Person[]; empty: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('{heading} ({count})', { heading, count: String(people.length) })}
      </Title>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={heading}>
          {people.map((person) => (
            <Group key={person.key} component="li" gap={6} wrap="nowrap">
              <Text size="sm">{person.name}</Text>
              {person.role === 'Coach' && (
                <Badge size="xs" variant="light" color="grape">
                  {t('Coach')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Spec §2 'available/unavailable people list': everyone who can and cannot make a match or session. */
export function PeopleModal({
  opened,
  title,
  people,
  coachesLoading,
  coachesError,
  everyoneText,
  onClose,
}: PeopleModalProps) {
  useReturnFocus(opened);
  return (
    <Modal
      returnFocus={false}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close dialog') }}
    >
      <Stack gap="md">
        <ErrorBanner message={coachesError} />
        {people.unavailable.length === 0 && people.undecided.length === 0 && <Text fw={600}>{everyoneText}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {coachesLoading ? (
            <LoadingText />
          ) : (
            <PeopleList
              heading={tc('people', 'Available')}
              people={people.available}
              empty={t('Nobody is available')}
            />
          )}
          <PeopleList heading={tc('people', 'Unavailable')} people={people.unavailable} empty={t('Nobody')} />
          {people.undecided.length > 0 && (
            <PeopleList heading={t('Maybe or no answer')} people={people.undecided} empty={t('Nobody')} />
          )}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
