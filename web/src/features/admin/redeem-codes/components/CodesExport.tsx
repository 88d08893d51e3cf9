import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime } from '../../../../shared/i18n/format';
import { useLazyListRedeemCodesQuery } from '../api';
import {
  type CodeColumns,
  codesCsv,
  codesText,
  csvFileName,
  downloadText,
  type ExportedCode,
} from '../codes-export';
import { copyText } from '../copy-text';
import type { AdminRedeemCode, GeneratedCode, RedeemCodeStatusFilter } from '../types';
import { CODE_STATUS_LABELS } from './CodeStatusBadge';

type CodesExportProps = {
  /** The codes to hand out: the batch just generated, or every page of the filtered list. */
  load: () => Promise<ExportedCode[]>;
  /** What happened, in words (the screen's banner or toast). */
  onMessage: (text: string) => void;
  testIdPrefix: string;
};

/** 「すべてコピー」 and 「CSVダウンロード」 of a set of codes (issue 39: 100 codes are not copied one by one). */
export function CodesExport({ load, onMessage, testIdPrefix }: CodesExportProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'copy' | 'csv' | null>(null);
  const columns: CodeColumns = {
    code: t('redeemAdmin.columns.code'),
    setTitle: t('redeemAdmin.columns.set'),
    validityDays: t('redeemAdmin.columns.validity'),
    status: t('redeemAdmin.columns.status'),
    createdAt: t('redeemAdmin.columns.createdAt'),
    usedAt: t('redeemAdmin.columns.usedAt'),
    usedBy: t('redeemAdmin.columns.usedBy'),
  };
  const run = async (kind: 'copy' | 'csv') => {
    setBusy(kind);
    try {
      const codes = await load();
      if (kind === 'copy') {
        onMessage(
          (await copyText(codesText(codes)))
            ? t('redeemAdmin.copiedAll', { count: codes.length })
            : t('redeemAdmin.copyFailed'),
        );
      } else {
        downloadText(csvFileName(new Date()), codesCsv(columns, codes));
        onMessage(t('redeemAdmin.downloadedCsv', { count: codes.length }));
      }
    } catch {
      onMessage(t('redeemAdmin.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        loading={busy === 'copy'}
        onClick={() => void run('copy')}
        data-testid={`${testIdPrefix}-copy-all`}
      >
        {t('redeemAdmin.copyAll')}
      </Button>
      <Button
        size="xs"
        variant="light"
        loading={busy === 'csv'}
        onClick={() => void run('csv')}
        data-testid={`${testIdPrefix}-csv`}
      >
        {t('redeemAdmin.downloadCsv')}
      </Button>
    </Group>
  );
}

/** A listed code as exported: dates in the reader's language, the set by title, status in words. */
export function useExportedCode() {
  const { t } = useTranslation();
  const date = (value: string | null | undefined) => (value ? formatDateTime(value, currentLanguage()) : '—');
  return {
    ofListed: (code: AdminRedeemCode): ExportedCode => ({
      code: code.code,
      setTitle: code.questionSet?.title ?? t('redeemAdmin.unknownSet'),
      validityDays: code.validityDays,
      status: t(CODE_STATUS_LABELS[code.status]),
      createdAt: date(code.createdAt),
      usedAt: date(code.usedAt),
      usedBy: code.redeemUser?.username ?? '—',
    }),
    ofGenerated: (code: GeneratedCode, setTitle: string): ExportedCode => ({
      code: code.code,
      setTitle,
      validityDays: code.validityDays,
      status: t(CODE_STATUS_LABELS.unused),
      createdAt: date(code.createdAt),
      usedAt: '—',
      usedBy: '—',
    }),
  };
}

/** Pages of the whole filtered list fetched for an export (the list's largest page). */
const EXPORT_PAGE_SIZE = 500;

/** Every code of the filtered list, page after page (not only the page on screen). */
export function useFilteredCodes(status: RedeemCodeStatusFilter, questionSetId: string) {
  const [fetchPage] = useLazyListRedeemCodesQuery();
  const exported = useExportedCode();
  return async () => {
    const all: ExportedCode[] = [];
    for (let page = 1; ; page += 1) {
      const result = await fetchPage({ status, questionSetId, page, pageSize: EXPORT_PAGE_SIZE }).unwrap();
      all.push(...result.list.map(exported.ofListed));
      if (result.list.length === 0 || all.length >= result.total) return all;
    }
  };
}
