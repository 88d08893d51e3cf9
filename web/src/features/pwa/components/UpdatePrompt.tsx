import '../../../shared/i18n/pwa';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Affix, Box, Button, Group, Notification, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForUpdatesPeriodically, createUpdateFlow, type UpdateFlow } from '../update-flow';

/**
 * Registers the service worker and announces a new version (issue 26): 新しいバージョンがあります with 再読み込み and a
 * close button. Nothing reloads by itself: a stale page keeps working (a running quiz is never cut off) until the
 * learner presses 再読み込み.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const flow = useRef<UpdateFlow | null>(null);
  const [reloading, setReloading] = useState(false);
  // Issue 40: floating on a phone it covered 次の問題 (about 130 px); there it sits at the end of the page.
  const phone = useMediaQuery('(max-width: 48em)');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Registered after the page's load event: precaching never competes with the first paint for bandwidth.
    immediate: false,
    onNeedReload: () => flow.current?.onControlling(),
    onRegisteredSW: (_url, registration) => {
      // Observable for diagnostics and the e2e: this page has registered its worker.
      document.documentElement.dataset.serviceWorker = 'registered';
      if (registration) checkForUpdatesPeriodically(registration, () => navigator.onLine);
    },
  });
  flow.current ??= createUpdateFlow({
    activateWaitingWorker: () => updateServiceWorker(true),
    reload: () => window.location.reload(),
  });

  if (!needRefresh) return null;

  const reload = () => {
    setReloading(true);
    void flow.current?.requestReload();
  };

  const prompt = (
    <Notification
      role="status"
      aria-live="polite"
      color="indigo"
      title={t('pwa.newVersion')}
      onClose={() => setNeedRefresh(false)}
      maw={360}
      data-testid="pwa-update-prompt"
    >
      <Text size="sm">{t('pwa.newVersionHint')}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={reload} loading={reloading}>
          {t('pwa.reload')}
        </Button>
      </Group>
    </Notification>
  );
  return phone ? (
    <Box px="md" pb="md">
      {prompt}
    </Box>
  ) : (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={210}>
      {prompt}
    </Affix>
  );
}
