import { Code, Paper, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportOutcome, PREVIEW_LINES, previewLines } from '../batch-upload';

/** The first 10 lines of the chosen file, each marked with the dry run's problem for it. */
export function BatchPreview({ file, dryRun }: { file: File; dryRun: ImportOutcome | null }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    void file.text().then((text) => current && setLines(previewLines(text)));
    return () => {
      current = false;
    };
  }, [file]);
  const problemOf = (line: number) => dryRun?.errors.find((error) => error.line === line);
  return (
    <Paper withBorder p="sm" data-testid="batch-preview">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('batch.preview', { count: PREVIEW_LINES })}
          {dryRun && ` — ${t('batch.dryRun', { ok: dryRun.success, failed: dryRun.failed })}`}
        </Text>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {lines
              .map((line, index) => ({ number: index + 1, line }))
              .map(({ number, line }) => {
                const problem = problemOf(number);
                return (
                  <Table.Tr
                    key={number}
                    data-testid="batch-preview-line"
                    data-problem={problem ? 'true' : 'false'}
                  >
                    <Table.Td w={40} c="dimmed">
                      {number}
                    </Table.Td>
                    <Table.Td>
                      <Code
                        c={problem ? 'red' : undefined}
                        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                      >
                        {line}
                      </Code>
                      {problem && (
                        <Text size="xs" c="red">
                          {problem.reason}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
