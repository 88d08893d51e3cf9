import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type FeatureCategoryModalProps = {
  /** The set being featured whose own category is not a featured category; null: closed. */
  set: { title: string; category: string } | null;
  categories: string[];
  busy: boolean;
  onChoose: (featuredCategory: string) => void;
  onAddOwn: () => void;
  onCancel: () => void;
};

/**
 * Issue 23: featuring a set whose category is not a featured category asks under which featured category it
 * should appear, or offers to add its own category, instead of filing it under the first one silently.
 */
export function FeatureCategoryModal({
  set,
  categories,
  busy,
  onChoose,
  onAddOwn,
  onCancel,
}: FeatureCategoryModalProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const close = () => {
    setChoice(null);
    onCancel();
  };
  return (
    <Modal opened={set !== null} onClose={close} title={t('content.featureAskTitle')} centered>
      {set && (
        <Stack data-testid="feature-category-modal">
          <Text size="sm">{t('content.featureAsk', { title: set.title, category: set.category })}</Text>
          <Select
            label={t('content.featuredCategory')}
            data={categories}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="feature-category-choice"
          />
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t('admin.users.cancel')}
            </Button>
            <Button variant="light" loading={busy} onClick={onAddOwn} data-testid="feature-category-add-own">
              {t('content.featureAddOwn')}
            </Button>
            <Button
              disabled={!choice}
              loading={busy}
              onClick={() => {
                if (choice) onChoose(choice);
                setChoice(null);
              }}
              data-testid="feature-category-confirm"
            >
              {t('content.featureUnder')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
