import { SegmentedControl, Stack, Text } from '@mantine/core';
import { channelLabels, channels, emailKindLabels, type Channel, type EmailKind } from '@touchline/domain';
import { known } from '../../i18n/i18n';

interface ChannelChoiceProps {
  kind: EmailKind;
  value: Channel;
  /** While the last choice is being saved: shown as it is, without the greyed look of a disabled control. */
  readOnly: boolean;
  onChange: (channel: Channel) => void;
}

const isChannel = (value: string): value is Channel => channels.some((channel) => channel === value);

/** One kind of news and how it comes: Email / Notification / Both / Neither, a radio group named by the kind. */
export function ChannelChoice({ kind, value, readOnly, onChange }: ChannelChoiceProps) {
  const labelId = `channel-${kind}`;
  const data = channels.map((channel) => ({ value: channel, label: known(channelLabels[channel]) }));
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {known(emailKindLabels[kind])}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={data}
        value={value}
        readOnly={readOnly}
        onChange={(next) => {
          if (isChannel(next)) onChange(next);
        }}
        fullWidth
        size="sm"
      />
    </Stack>
  );
}
