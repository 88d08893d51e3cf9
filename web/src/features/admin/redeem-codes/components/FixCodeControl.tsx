import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type FixCodeControlProps = {
  currentSetId: string;
  setOptions: { value: string; label: string }[];
  saving: boolean;
  onSave: (questionSetId: string | null) => void;
};

/** Repair association of an unused code: pick a set, save or cancel. */
export function FixCodeControl({ currentSetId, setOptions, saving, onSave }: FixCodeControlProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<string | null>(currentSetId);
  if (!editing) {
    return (
      <Button size="compact-xs" variant="light" onClick={() => setEditing(true)} data-testid="redeem-fix">
        {t('redeemAdmin.fix')}
      </Button>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs"
        w={180}
        data={setOptions}
        value={choice}
        onChange={setChoice}
        searchable
        aria-label={t('redeemAdmin.set')}
        data-testid="redeem-fix-set"
      />
      <Button
        size="compact-xs"
        loading={saving}
        onClick={() => {
          onSave(choice);
          setEditing(false);
        }}
        data-testid="redeem-fix-save"
      >
        {t('redeemAdmin.fixSave')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setEditing(false)}>
        {t('redeemAdmin.fixCancel')}
      </Button>
    </Group>
  );
}
