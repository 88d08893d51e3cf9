import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEMPLATE } from '../batch-upload';

/** Admin spec §2: a template file with 3 sample lines, downloaded as UTF-8 text. */
export function TemplateDownload() {
  const { t } = useTranslation();
  const download = () => {
    const url = URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'question-template.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="light" onClick={download} data-testid="batch-template">
      {t('batch.template')}
    </Button>
  );
}
