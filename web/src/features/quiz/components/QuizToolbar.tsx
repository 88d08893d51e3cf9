import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type QuizToolbarProps = {
  canSave: boolean;
  saving: boolean;
  justSaved: boolean;
  resetting: boolean;
  onSave: () => void;
  onReset: () => void;
};

/** Manual save (enabled only with unsaved changes, "saved" for 3 s) and reset with a confirmation. */
export function QuizToolbar({ canSave, saving, justSaved, resetting, onSave, onReset }: QuizToolbarProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="xs">
      {justSaved && (
        <Badge color="teal" variant="light" data-testid="quiz-saved">
          {t('quiz.saved')}
        </Badge>
      )}
      <Button
        size="xs"
        variant="light"
        disabled={!canSave}
        loading={saving}
        onClick={onSave}
        data-testid="quiz-save"
      >
        {t('quiz.save')}
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        loading={resetting}
        onClick={() => setConfirming(true)}
        data-testid="quiz-reset"
      >
        {t('quiz.reset')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('quiz.resetTitle')} centered>
        <Text size="sm">{t('quiz.resetText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('quiz.cancel')}
          </Button>
          <Button
            color="red"
            data-testid="quiz-reset-confirm"
            onClick={() => {
              setConfirming(false);
              onReset();
            }}
          >
            {t('quiz.resetConfirm')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
