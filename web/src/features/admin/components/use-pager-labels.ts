import { useTranslation } from 'react-i18next';

/**
 * Names for the back office pagers' buttons: Mantine's previous/next controls are icons only, and screen readers
 * (and the axe check of the e2e suite) need a name for each control and page.
 */
export function usePagerLabels() {
  const { t } = useTranslation();
  return {
    getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
      'aria-label': t(`admin.pager.${control}`),
    }),
    getItemProps: (page: number) => ({ 'aria-label': t('admin.pager.page', { page }) }),
  };
}
