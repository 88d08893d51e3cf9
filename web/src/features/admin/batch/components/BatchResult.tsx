import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../../shared/ui/CardTable';
import type { ImportOutcome } from '../batch-upload';

/** Admin spec §2: the success count, the failed count and the error list (line, start of the line, reason). */
export function BatchResult({ result, mode }: { result: ImportOutcome; mode: 'add' | 'create' }) {
  const { t } = useTranslation();
  return (
    <Alert color={result.failed === 0 ? 'teal' : 'yellow'} data-testid="batch-result">
      <Stack gap="xs">
        <Text fw={600}>{t(mode === 'create' ? 'batch.createSucceeded' : 'batch.addSucceeded', result)}</Text>
        <Group gap="lg">
          <Text data-testid="batch-result-success">{t('batch.successCount', { count: result.success })}</Text>
          <Text data-testid="batch-result-failed">{t('batch.failedCount', { count: result.failed })}</Text>
        </Group>
        {result.errors.length > 0 && (
          <CardTable striped data-testid="batch-result-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('batch.line')}</Table.Th>
                <Table.Th>{t('batch.lineStart')}</Table.Th>
                <Table.Th>{t('batch.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((error) => (
                <Table.Tr key={`${error.line}-${error.code}`} data-testid="batch-result-error">
                  <Table.Td>{error.line}</Table.Td>
                  <Table.Td>{error.excerpt}</Table.Td>
                  <Table.Td>{error.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CardTable>
        )}
      </Stack>
    </Alert>
  );
}
