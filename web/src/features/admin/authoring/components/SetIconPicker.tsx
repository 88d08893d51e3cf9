import { Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ICON } from '../../../../entities/catalogue';

type SetIconPickerProps = {
  icons: readonly string[];
  value: string;
  onChange: (icon: string) => void;
  /** The info tab also offers the word `default` (admin spec §2). */
  withDefault?: boolean;
  testIdPrefix: string;
};

const cell = (selected: boolean) => ({
  width: 44,
  height: 44,
  borderRadius: 'var(--mantine-radius-md)',
  border: `2px solid ${selected ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-gray-3)'}`,
  background: selected ? 'var(--mantine-color-indigo-0)' : 'var(--mantine-color-body)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** A grid of emoji icons to choose from (and `default` where offered). */
export function SetIconPicker({ icons, value, onChange, withDefault, testIdPrefix }: SetIconPickerProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="radiogroup" aria-label={t('authoringSets.fields.icon')}>
      {withDefault && (
        <Tooltip label={t('authoringSets.fields.defaultIcon')}>
          <UnstyledButton
            role="radio"
            aria-checked={value === DEFAULT_ICON}
            onClick={() => onChange(DEFAULT_ICON)}
            style={{ ...cell(value === DEFAULT_ICON), width: 'auto', padding: '0 10px' }}
            data-testid={`${testIdPrefix}-icon-default`}
          >
            <Text size="xs">{t('authoringSets.fields.defaultIcon')}</Text>
          </UnstyledButton>
        </Tooltip>
      )}
      {icons.map((icon) => (
        <UnstyledButton
          key={icon}
          role="radio"
          aria-checked={value === icon}
          aria-label={icon}
          onClick={() => onChange(icon)}
          style={cell(value === icon)}
          data-testid={`${testIdPrefix}-icon-option`}
          data-icon={icon}
        >
          <Text fz={22} lh={1}>
            {icon}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}
