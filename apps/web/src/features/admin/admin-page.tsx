import { Suspense } from 'react';
import { Box, Flex, NativeSelect, NavLink, Stack, Title } from '@mantine/core';
import { createSearchParams, Link, useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n';
import { LoadingText } from '../../ui/loading-text';
import { useIsMobile } from '../../ui/use-is-mobile';
import { adminPanelOf, adminPanels } from './admin-panels';

const PANEL_PARAM = 'panel';

/**
 * The combined admin screen (/admin): a side menu of the seven panels, a select under 768 px. `?panel=<id>` picks the
 * panel on load (users when it names none of the seven) and follows every choice.
 */
export function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isMobile = useIsMobile();
  const current = adminPanelOf(searchParams.get(PANEL_PARAM));
  const { Panel } = current;
  const menuName = t('Admin panel');

  const menu = isMobile ? (
    <NativeSelect
      label={menuName}
      w="100%"
      value={current.id}
      data={adminPanels.map((p) => ({ value: p.id, label: p.label }))}
      onChange={(event) => setSearchParams({ [PANEL_PARAM]: event.currentTarget.value })}
    />
  ) : (
    <Box component="nav" aria-label={menuName} w={210} style={{ flexShrink: 0 }}>
      {adminPanels.map((p) => (
        <NavLink
          key={p.id}
          component={Link}
          to={{ search: createSearchParams({ [PANEL_PARAM]: p.id }).toString() }}
          label={p.label}
          active={p.id === current.id}
          variant="filled"
          aria-current={p.id === current.id ? 'page' : undefined}
        />
      ))}
    </Box>
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('Admin Dashboard')}</Title>
      <Flex direction={isMobile ? 'column' : 'row'} gap="lg" align="flex-start">
        {menu}
        <Box style={{ flex: 1, minWidth: 0 }} w={isMobile ? '100%' : undefined}>
          <Suspense fallback={<LoadingText />}>
            <Panel key={current.id} titleOrder={2} />
          </Suspense>
        </Box>
      </Flex>
    </Stack>
  );
}
