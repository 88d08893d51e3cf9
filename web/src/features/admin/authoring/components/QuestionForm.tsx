import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  Radio,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canRemoveOption,
  type DraftMode,
  draftProblem,
  draftWarning,
  emptyDraft,
  finalDraft,
  optionLetter,
  type QuestionDraft,
  type QuestionType,
  withCorrect,
  withOptionAdded,
  withOptionRemoved,
  withOptionText,
  withType,
} from '../question-draft';

export type { QuestionDraft } from '../question-draft';

const ExplanationEditor = lazy(() => import('./ExplanationEditor'));

type QuestionFormProps = {
  mode: DraftMode;
  initial?: QuestionDraft;
  submitLabel?: string;
  busy?: boolean;
  onSubmit: (draft: QuestionDraft) => void | Promise<void>;
  onCancel?: () => void;
};

/** The add / edit question form (admin spec §5): every rule checked here first, in the spec's words. */
export function QuestionForm({ mode, initial, submitLabel, busy, onSubmit, onCancel }: QuestionFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<QuestionDraft>(() => initial ?? emptyDraft());
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: QuestionDraft) => {
    setDraft(next);
    setProblem(null);
  };

  const submit = async () => {
    const found = draftProblem(draft, mode);
    if (found) {
      setProblem(t(`authoringQuestions.rules.${found}`));
      return;
    }
    await onSubmit(finalDraft(draft, mode));
  };

  return (
    <Stack gap="sm" data-testid="question-form">
      <Textarea
        label={t('authoringQuestions.form.text')}
        placeholder={t('authoringQuestions.form.textPlaceholder')}
        value={draft.text}
        onChange={(event) => change({ ...draft, text: event.currentTarget.value })}
        autosize
        minRows={2}
        data-testid="question-text"
      />
      <Input.Wrapper label={t('authoringQuestions.form.type')}>
        <SegmentedControl
          display="flex"
          value={draft.questionType}
          onChange={(value) => change(withType(draft, value as QuestionType))}
          data={[
            { value: 'single', label: t('authoringQuestions.form.single') },
            { value: 'multiple', label: t('authoringQuestions.form.multiple') },
          ]}
          data-testid="question-type"
        />
      </Input.Wrapper>
      <Input.Wrapper label={t('authoringQuestions.form.options')}>
        <Stack gap={6} mt={4}>
          {draft.options.map((option, index) => {
            const letter = optionLetter(index);
            const Mark = draft.questionType === 'single' ? Radio : Checkbox;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option's letter is its place
              <Group key={index} gap="xs" wrap="nowrap" data-testid="question-option">
                <Badge variant="light" w={32} style={{ flexShrink: 0 }}>
                  {letter}
                </Badge>
                <TextInput
                  style={{ flex: 1 }}
                  value={option.text}
                  placeholder={t('authoringQuestions.form.optionPlaceholder', { letter })}
                  onChange={(event) => change(withOptionText(draft, index, event.currentTarget.value))}
                  aria-label={t('authoringQuestions.form.optionPlaceholder', { letter })}
                  data-testid={`question-option-text-${letter}`}
                />
                <Mark
                  checked={option.isCorrect}
                  onChange={() => change(withCorrect(draft, index))}
                  label={t('authoringQuestions.form.correct')}
                  data-testid={`question-option-correct-${letter}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={!canRemoveOption(draft)}
                  onClick={() => change(withOptionRemoved(draft, index))}
                  aria-label={t('authoringQuestions.form.removeOption', { letter })}
                >
                  ×
                </ActionIcon>
              </Group>
            );
          })}
          <Button
            variant="subtle"
            size="xs"
            onClick={() => change(withOptionAdded(draft))}
            data-testid="question-option-add"
            style={{ alignSelf: 'flex-start' }}
          >
            + {t('authoringQuestions.form.addOption')}
          </Button>
        </Stack>
      </Input.Wrapper>
      <Input.Wrapper label={t('authoringQuestions.form.explanation')}>
        <Suspense
          fallback={<Loader size="sm" aria-label={t('authoringQuestions.form.explanationEditorLoading')} />}
        >
          <ExplanationEditor
            value={draft.explanation}
            onChange={(explanation) => change({ ...draft, explanation })}
            label={t('authoringQuestions.form.explanation')}
          />
        </Suspense>
      </Input.Wrapper>
      <Checkbox
        label={t('authoringQuestions.form.keepOptionOrder')}
        description={t('authoringQuestions.form.keepOptionOrderHelp')}
        checked={draft.keepOptionOrder === true}
        onChange={(event) => change({ ...draft, keepOptionOrder: event.currentTarget.checked })}
        data-testid="question-keep-option-order"
      />
      {draftWarning(draft) && (
        <Alert color="yellow" data-testid="question-form-warning">
          {t(`authoringQuestions.rules.${draftWarning(draft)}`)}
        </Alert>
      )}
      {problem && (
        <Alert color="red" data-testid="question-form-error">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('authoringQuestions.form.cancel')}
          </Button>
        )}
        <Button onClick={submit} loading={busy} data-testid="question-form-submit">
          {submitLabel ?? t(mode === 'add' ? 'authoringQuestions.form.add' : 'authoringQuestions.form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
