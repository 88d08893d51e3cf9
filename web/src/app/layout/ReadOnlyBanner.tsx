import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';

type ReadOnly = { message: string } | null;

/** GET /config `readOnly`: present only when the server shows a replay of the past (`events replay --to`). */
const serverModeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReadOnly: build.query<ReadOnly, void>({
      query: () => '/config',
      transformResponse: (config: { readOnly?: { message?: string } }): ReadOnly =>
        config.readOnly?.message ? { message: config.readOnly.message } : null,
      keepUnusedDataFor: 3600,
    }),
  }),
});

/**
 * On a replay every change is refused: the banner says so on every page before anyone tries, with the server's
 * own words (which point, of which folder).
 */
export function ReadOnlyBanner() {
  const { t } = useTranslation();
  const { data } = serverModeApi.useGetReadOnlyQuery();
  if (!data) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      title={t('app.readOnlyReplay')}
      data-testid="read-only-banner"
    >
      {data.message}
    </Alert>
  );
}
