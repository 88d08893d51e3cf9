import { Alert, Button, Group, Loader, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n';
import { formatDate } from '../../../shared/i18n/format';

/** The payment modal's steps that only show and ask (PaymentModal runs the flow between them). */

export function PaymentConfirm({
  set,
  price,
  onCancel,
  onProceed,
}: {
  set: { title: string; validityPeriod?: number | null };
  price: string;
  onCancel: () => void;
  onProceed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="payment-confirm">
      <Title order={4}>{t('commerce.payment.confirmTitle')}</Title>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={110}>{t('commerce.payment.set')}</Table.Th>
            <Table.Td data-testid="payment-set-title">{set.title}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('commerce.payment.price')}</Table.Th>
            <Table.Td fw={700} c="grape" data-testid="payment-price">
              {t('commerce.payment.priceValue', { price })}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('commerce.payment.validity')}</Table.Th>
            <Table.Td data-testid="payment-validity">
              {t('commerce.payment.validityDays', { days: set.validityPeriod || 180 })}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('commerce.payment.note')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('commerce.payment.cancel')}
        </Button>
        <Button color="grape" onClick={onProceed} data-testid="payment-proceed">
          {t('commerce.payment.proceed')}
        </Button>
      </Group>
    </Stack>
  );
}

export function PaymentPending({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" data-testid="payment-pending">
      <Loader size="md" color="teal" />
      <Title order={4} ta="center">
        {t('commerce.payment.accessPending')}
      </Title>
      <Text ta="center" size="sm">
        {t('commerce.payment.accessPendingText', { title })}
      </Text>
      <Button variant="default" onClick={onClose} data-testid="payment-pending-close">
        {t('commerce.payment.close')}
      </Button>
    </Stack>
  );
}

export function PaymentSuccess({
  title,
  expiryDate,
  onClose,
}: {
  title: string;
  expiryDate: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" data-testid="payment-success">
      <ThemeIcon size={56} radius="xl" color="teal">
        ✓
      </ThemeIcon>
      <Title order={3}>{t('commerce.payment.success')}</Title>
      <Text ta="center">{t('commerce.payment.successText', { title })}</Text>
      {expiryDate && (
        <Text size="sm" c="dimmed" data-testid="payment-expiry">
          {t('commerce.payment.expiry', {
            date: formatDate(expiryDate, currentLanguage()),
          })}
        </Text>
      )}
      <Button onClick={onClose} data-testid="payment-continue">
        {t('commerce.payment.continue')}
      </Button>
    </Stack>
  );
}

export function PaymentFailure({
  message,
  onClose,
  onRetry,
}: {
  message: string;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="payment-failure">
      <Alert color="red" title={t('commerce.payment.failureTitle')}>
        <Text data-testid="payment-failure-message">{message}</Text>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('commerce.payment.close')}
        </Button>
        <Button onClick={onRetry} data-testid="payment-retry">
          {t('commerce.payment.retry')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Nothing to pay: the set is free, or already the learner's. */
export function PaymentSettled({ step, onClose }: { step: 'free' | 'owned'; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid={`payment-${step}`}>
      <Alert color={step === 'free' ? 'teal' : 'blue'}>{t(`commerce.payment.${step}`)}</Alert>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('commerce.payment.close')}</Button>
      </Group>
    </Stack>
  );
}

export function Busy({ text, testId }: { text: string; testId?: string }) {
  return (
    <Group justify="center" py="lg" data-testid={testId}>
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}
