import { Alert, Center, Drawer, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AuditDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
  testId: string;
};

/** The side panel every audit view opens in: loading, failure, or the story. */
export function AuditDrawer({ opened, onClose, title, loading, failed, children, testId }: AuditDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size="lg" data-testid={testId}>
      {loading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : failed ? (
        <Alert color="red">{t('audit.loadFailed')}</Alert>
      ) : (
        children
      )}
    </Drawer>
  );
}
