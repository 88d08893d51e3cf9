import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../../shared/store/hooks';
import { toast } from '../../../../shared/ui/toast';
import { downloadExport, EXPORT_FORMATS, type ExportFormat } from '../export-set';

/** Issue 35: 書き出し as pipe, GIFT or Aiken (the formats the batch tab imports back). */
export function ExportMenu({ questionSetId }: { questionSetId: string }) {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.auth.accessToken);
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadExport(questionSetId, format, token);
    } catch {
      toast.error(t('authoringQuestions.manage.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={busy} data-testid="question-export">
          {t('authoringQuestions.manage.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void run(format)} data-testid={`question-export-${format}`}>
            {t(`authoringQuestions.manage.exportFormats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
