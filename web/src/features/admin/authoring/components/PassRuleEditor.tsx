import '../../../../shared/i18n/mock-exam';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPassRuleQuery, useSetPassRuleMutation } from '../../../../entities/mock-exam';
import { checkWholeNumber, type WholeNumberRule } from '../../../../shared/lib/ja-number';
import { toast } from '../../../../shared/ui/toast';
import { WholeNumberInput } from '../../../../shared/ui/WholeNumberInput';
import { adminFailure, adminFailureText } from '../../redeem-codes/admin-error';

/** A percentage the server accepts (schemas/mock-exam passRuleBody): a whole 0-100, never left empty. */
const PERCENT: WholeNumberRule = { min: 0, max: 100, required: true };

/**
 * Set info (issue 17): the set's mock-exam pass rule, overall and per category, in percent. Empty, -5, 150 or
 * 1,000 is refused under its field and nothing is sent (issue 39): a rule is never saved as another number.
 */
export function PassRuleEditor({ questionSetId }: { questionSetId: string }) {
  const { t } = useTranslation();
  const rule = useGetPassRuleQuery(questionSetId);
  const [save, saving] = useSetPassRuleMutation();
  const [overall, setOverall] = useState<number | string>(60);
  const [minimum, setMinimum] = useState<number | string>(30);
  const overallCheck = checkWholeNumber(overall, PERCENT);
  const minimumCheck = checkWholeNumber(minimum, PERCENT);
  useEffect(() => {
    if (!rule.data) return;
    setOverall(rule.data.overall);
    setMinimum(rule.data.categoryMinimum);
  }, [rule.data]);
  const submit = async () => {
    if (!overallCheck.ok || !minimumCheck.ok || overallCheck.value === null || minimumCheck.value === null)
      return;
    try {
      await save({
        questionSetId,
        overall: overallCheck.value,
        categoryMinimum: minimumCheck.value,
      }).unwrap();
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
        <Group align="flex-start" wrap="wrap">
          <WholeNumberInput
            label={t('mockExam.ruleOverall')}
            rule={PERCENT}
            rangeMessage={t('mockExam.ruleRange')}
            w={{ base: '100%', xs: 180 }}
            value={overall}
            onChange={setOverall}
            data-testid="pass-rule-overall"
          />
          <WholeNumberInput
            label={t('mockExam.ruleCategory')}
            rule={PERCENT}
            rangeMessage={t('mockExam.ruleRange')}
            w={{ base: '100%', xs: 180 }}
            value={minimum}
            onChange={setMinimum}
            data-testid="pass-rule-category"
          />
          <Button
            onClick={() => void submit()}
            loading={saving.isLoading}
            mt={{ base: 0, xs: 25 }}
            miw={44}
            mih={44}
            data-testid="pass-rule-save"
          >
            {t('mockExam.ruleSave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
