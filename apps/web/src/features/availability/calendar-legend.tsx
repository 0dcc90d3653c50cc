import { Group, Text } from '@mantine/core';
import classes from './availability.module.css';
import { FootballIcon, WeightsIcon } from './availability-icons';
import { t } from '../../i18n/i18n';

/** The calendar's key: Selected, Unavailable, Match, Training. */
export function CalendarLegend() {
  const items = [
    { label: t('Selected'), swatch: <span className={`${classes.swatch} ${classes.swatchSelected}`} /> },
    { label: t('Unavailable'), swatch: <span className={`${classes.swatch} ${classes.swatchUnavailable}`} /> },
    {
      label: t('Match'),
      swatch: (
        <span className={classes.swatch}>
          <FootballIcon size={16} />
        </span>
      ),
    },
    {
      label: t('Training'),
      swatch: (
        <span className={classes.swatch}>
          <WeightsIcon size={16} />
        </span>
      ),
    },
  ];
  return (
    <Group component="ul" gap="md" aria-label={t('Legend')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group component="li" key={item.label} gap={6} wrap="nowrap">
          {item.swatch}
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
