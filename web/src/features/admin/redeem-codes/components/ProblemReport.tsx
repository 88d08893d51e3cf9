import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../../shared/ui/CardTable';
import type { RedeemCheckReport } from '../types';

type ProblemReportProps = {
  report: RedeemCheckReport;
  setOptions: { value: string; label: string }[];
  fixing: boolean;
  onBatchFix: (questionSetId: string) => void;
};

/** The check-for-problems report: totals, the problem codes with their issue, and bulk repair to one set. */
export function ProblemReport({ report, setOptions, fixing, onBatchFix }: ProblemReportProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" data-testid="redeem-report">
      <Stack gap="sm">
        <Title order={5}>{t('redeemAdmin.report')}</Title>
        <Group gap="lg">
          <Text size="sm" data-testid="redeem-report-total-codes">
            {t('redeemAdmin.totalCodes', { count: report.totalRedeemCodes })}
          </Text>
          <Text size="sm" data-testid="redeem-report-total-sets">
            {t('redeemAdmin.totalSets', { count: report.totalQuestionSets })}
          </Text>
        </Group>
        {report.issues.length === 0 ? (
          <Text size="sm" c="teal" data-testid="redeem-report-clean">
            {t('redeemAdmin.noIssues')}
          </Text>
        ) : (
          <CardTable striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('redeemAdmin.columns.code')}</Table.Th>
                <Table.Th>{t('redeemAdmin.issue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.issues.map((issue) => (
                <Table.Tr key={issue.codeId} data-testid="redeem-issue">
                  <Table.Td ff="monospace">{issue.code}</Table.Td>
                  <Table.Td>{issue.issue}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CardTable>
        )}
        <Group align="flex-end">
          <Select
            label={t('redeemAdmin.batchFixSet')}
            data={setOptions}
            value={target}
            onChange={setTarget}
            searchable
            w={280}
            data-testid="redeem-batch-set"
          />
          <Button
            color="orange"
            loading={fixing}
            onClick={() => onBatchFix(target ?? '')}
            data-testid="redeem-batch-fix"
          >
            {t('redeemAdmin.batchFix')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
