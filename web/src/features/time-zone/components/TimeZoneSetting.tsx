import '../../../shared/i18n/time-zone';
import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error';
import { learnerTimeZone } from '../../../shared/lib/time-zone';
import { useAppSelector } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import { useChooseTimeZoneMutation } from '../api';
import { browserZones, zoneChoices } from '../zone-choices';

/**
 * The profile's time zone: the learner's days (today's reviews, the forecast, the study plan) are counted in it.
 * Offered at the saved zone, else this browser's; 保存 sends PUT /users/me/time-zone and a refusal shows the
 * server's reason under the field.
 */
export function TimeZoneSetting() {
  const { t } = useTranslation();
  const saved = useAppSelector((state) => state.auth.user?.timeZone);
  const browser = learnerTimeZone();
  const zones = useMemo(() => zoneChoices(browserZones(), saved, browser), [saved, browser]);
  const [picked, setPicked] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choose, state] = useChooseTimeZoneMutation();
  const value = picked ?? saved ?? browser;

  const save = async () => {
    setRefusal(null);
    try {
      await choose(value).unwrap();
      setPicked(null);
      toast.success(t('timeZone.chosen', { zone: value }), { id: 'time-zone-chosen' });
    } catch (error) {
      const message = t('timeZone.failed', { reason: errorMessage(error) ?? t('timeZone.noResponse') });
      setRefusal(message);
      toast.error(message, { id: 'time-zone-failed' });
    }
  };

  return (
    <Paper withBorder p="md" mb="md" data-testid="time-zone-setting" data-saved={saved ?? ''}>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('timeZone.label')}
          description={t('timeZone.help')}
          data={zones}
          value={value}
          onChange={(event) => {
            setPicked(event.currentTarget.value);
            setRefusal(null);
          }}
          error={refusal}
          size="md"
          styles={{ input: { minHeight: 44 } }}
          style={{ flex: '1 1 16rem', minWidth: 0, maxWidth: '28rem' }}
          data-testid="time-zone-select"
        />
        <Button
          size="md"
          mih={44}
          loading={state.isLoading}
          disabled={value === saved}
          onClick={() => void save()}
          data-testid="time-zone-save"
        >
          {t('timeZone.save')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs" data-testid="time-zone-status">
        {saved ? t('timeZone.saved', { zone: saved }) : t('timeZone.notSaved', { zone: browser })}
      </Text>
    </Paper>
  );
}
