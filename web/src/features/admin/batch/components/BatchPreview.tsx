import { type DecodedUpload, decodeUpload, type UploadEncodingChoice } from '@exam/domain/question-import';
import { Alert, Code, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportOutcome, PREVIEW_LINES, previewLines } from '../batch-upload';

type BatchPreviewProps = {
  file: File;
  dryRun: ImportOutcome | null;
  encoding: UploadEncodingChoice;
  onEncodingChange: (encoding: UploadEncodingChoice) => void;
  /** How the file reads: its text and encoding, or empty / binary (then nothing may be uploaded). */
  onDecoded: (decoded: DecodedUpload) => void;
};

/**
 * The first 10 lines of the chosen file as the server will read them (issue 39: Shift_JIS from Excel, UTF-8 with
 * a BOM), with the encoding named and a choice to override it, each line marked with the dry run's problem.
 */
export function BatchPreview({ file, dryRun, encoding, onEncodingChange, onDecoded }: BatchPreviewProps) {
  const { t } = useTranslation();
  const [decoded, setDecoded] = useState<DecodedUpload | null>(null);
  useEffect(() => {
    let current = true;
    void file.arrayBuffer().then((buffer) => {
      if (!current) return;
      const read = decodeUpload(new Uint8Array(buffer), encoding);
      setDecoded(read);
      onDecoded(read);
    });
    return () => {
      current = false;
    };
  }, [file, encoding, onDecoded]);
  const lines = decoded?.kind === 'text' ? previewLines(decoded.text) : [];
  const problemOf = (line: number) => dryRun?.errors.find((error) => error.line === line);
  return (
    <Paper withBorder p="sm" data-testid="batch-preview">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Text fw={600} size="sm">
            {t('batch.preview', { count: PREVIEW_LINES })}
            {dryRun && ` — ${t('batch.dryRun', { ok: dryRun.success, failed: dryRun.failed })}`}
          </Text>
          <Select
            label={t('batch.encoding')}
            size="xs"
            w={220}
            value={encoding}
            onChange={(value) => onEncodingChange((value as UploadEncodingChoice | null) ?? 'auto')}
            allowDeselect={false}
            data={[
              { value: 'auto', label: t('batch.encodingAuto') },
              { value: 'shift_jis', label: 'Shift_JIS' },
              { value: 'utf-8', label: 'UTF-8' },
            ]}
            data-testid="batch-encoding"
          />
        </Group>
        {decoded?.kind === 'text' && (
          <Text size="xs" c="dimmed" data-testid="batch-encoding-detected" data-encoding={decoded.encoding}>
            {t('batch.encodingDetected', { encoding: t(`batch.encodings.${decoded.encoding}`) })}
          </Text>
        )}
        {decoded && decoded.kind !== 'text' && (
          <Alert color="red" data-testid="batch-file-refused">
            {t(decoded.kind === 'empty' ? 'batch.fileEmpty' : 'batch.fileNotText')}
          </Alert>
        )}
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
