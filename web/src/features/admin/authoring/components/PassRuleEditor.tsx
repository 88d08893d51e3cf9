import '../../../../shared/i18n/mock-exam';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPassRuleQuery, useSetPassRuleMutation } from '../../../../entities/mock-exam';
import { toast } from '../../../../shared/ui/toast';
import { adminFailure, adminFailureText } from '../../redeem-codes/admin-error';

/** Set info (issue 17): the set's mock-exam pass rule, overall and per category, in percent. */
export function PassRuleEditor({ questionSetId }: { questionSetId: string }) {
  const { t } = useTranslation();
  const rule = useGetPassRuleQuery(questionSetId);
  const [save, saving] = useSetPassRuleMutation();
  const [overall, setOverall] = useState<number | string>(60);
  const [minimum, setMinimum] = useState<number | string>(30);
  useEffect(() => {
    if (!rule.data) return;
    setOverall(rule.data.overall);
    setMinimum(rule.data.categoryMinimum);
  }, [rule.data]);
  const submit = async () => {
    try {
      await save({ questionSetId, overall: Number(overall), categoryMinimum: Number(minimum) }).unwrap();
      toast.success(t('mockExam.ruleSaved'));
    } catch (error) {
      toast.error(adminFailureText(adminFailure(error, 'mockExam.ruleFailed'), t));
    }
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="pass-rule-editor">
      <Stack gap="xs">
        <Title order={4}>{t('mockExam.ruleTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('mockExam.ruleHelp')}
        </Text>
        <Group align="end">
          <NumberInput
            label={t('mockExam.ruleOverall')}
            min={0}
            max={100}
            value={overall}
            onChange={setOverall}
            data-testid="pass-rule-overall"
          />
          <NumberInput
            label={t('mockExam.ruleCategory')}
            min={0}
            max={100}
            value={minimum}
            onChange={setMinimum}
            data-testid="pass-rule-category"
          />
          <Button onClick={() => void submit()} loading={saving.isLoading} data-testid="pass-rule-save">
            {t('mockExam.ruleSave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
