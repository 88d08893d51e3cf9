import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads (route-level code splitting). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-label={t('app.loadingPage')}>
      <Loader />
    </Center>
  );
}
