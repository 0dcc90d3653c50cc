import { Checkbox, Group, Stack } from '@mantine/core';
import type { UserTypeName } from '@touchline/domain';
import { USER_TYPE_CHOICES, type UserTypeValues } from './user-form-values';
import { userTexts, userTypeLabel } from './user-texts';

interface UserTypeFieldsProps {
  values: UserTypeValues;
  onChange: (patch: Partial<UserTypeValues>) => void;
  disabled: boolean;
}

const isUserType = (value: string): value is UserTypeName => (USER_TYPE_CHOICES as readonly string[]).includes(value);

/**
 * The user types as checkboxes (Parent, Coach, Player), shared by the create form and the inline editor, 'Head of
 * coaching' under them once Coach is ticked (decision 127), and 'Welfare officer' unless Player is (decision 130).
 */
export function UserTypeFields({ values, onChange, disabled }: UserTypeFieldsProps) {
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={userTexts.userTypes}
        value={values.userTypes}
        onChange={(types) => onChange({ userTypes: types.filter(isUserType) })}
      >
        <Group gap="lg" mt={6}>
          {USER_TYPE_CHOICES.map((type) => (
            <Checkbox key={type} value={type} label={userTypeLabel(type)} disabled={disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      {values.userTypes.includes('Coach') && (
        <Checkbox
          label={userTexts.headOfCoaching}
          description={userTexts.headOfCoachingHint}
          checked={values.headOfCoaching}
          disabled={disabled}
          onChange={(event) => onChange({ headOfCoaching: event.currentTarget.checked })}
        />
      )}
      {!values.userTypes.includes('Player') && (
        <Checkbox
          label={userTexts.welfareOfficer}
          description={userTexts.welfareOfficerHint}
          checked={values.welfareOfficer}
          disabled={disabled}
          onChange={(event) => onChange({ welfareOfficer: event.currentTarget.checked })}
        />
      )}
      {!values.userTypes.includes('Player') && (
        <Checkbox
          label={userTexts.treasurer}
          description={userTexts.treasurerHint}
          checked={values.treasurer}
          disabled={disabled}
          onChange={(event) => onChange({ treasurer: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
