import '../../../shared/i18n/readiness';
import { LengthBounds } from '@exam/domain/rules';
import { Alert, Button, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearner } from '../../../entities/session';
import { errorMessage } from '../../../shared/api/api-error';
import { useReportQuestionMutation } from '../report-api';

const REASONS = ['wrong-answer', 'unclear', 'typo', 'other'] as const;

/** 「問題を報告」 on every question a signed-in learner sees: a reason and a note go to the administrators' queue. */
export function ReportQuestion({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const { userId } = useLearner();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REASONS)[number]>('wrong-answer');
  const [note, setNote] = useState('');
  const [report, state] = useReportQuestionMutation();
  if (!userId) return null;
  const tooLong = note.length > LengthBounds.reportNote.max;
  return (
    <>
      <Button variant="subtle" size="xs" onClick={() => setOpen(true)} data-testid="report-question">
        {t('report.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('report.title')}>
        <Stack gap="sm">
          {state.isSuccess ? (
            <Text data-testid="report-sent">{t('report.sent')}</Text>
          ) : (
            <>
              <NativeSelect
                label={t('report.reason')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value as (typeof REASONS)[number])}
                data={REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
                data-testid="report-reason"
              />
              <Textarea
                label={t('report.note')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                error={tooLong ? LengthBounds.reportNote.message : undefined}
                autosize
                minRows={3}
                data-testid="report-note"
              />
              {state.isError && <Alert color="red">{errorMessage(state.error)}</Alert>}
              <Button
                onClick={() => void report({ questionId, reason, note })}
                loading={state.isLoading}
                disabled={tooLong}
                data-testid="report-submit"
              >
                {t('report.submit')}
              </Button>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
