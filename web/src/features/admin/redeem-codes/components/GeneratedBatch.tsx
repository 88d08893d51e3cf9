import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportedCode } from '../codes-export';
import { CodesExport } from './CodesExport';

/** The codes just generated, to copy all at once or download as CSV (issue 39). */
export function GeneratedBatch({
  codes,
  onMessage,
}: {
  codes: ExportedCode[];
  onMessage: (text: string) => void;
}) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="redeem-batch">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{t('redeemAdmin.batchTitle', { count: codes.length })}</Title>
          <CodesExport load={async () => codes} onMessage={onMessage} testIdPrefix="redeem-batch" />
        </Group>
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="redeem-batch-codes">
          {codes.map((code) => code.code).join('  ')}
        </Text>
      </Stack>
    </Paper>
  );
}
