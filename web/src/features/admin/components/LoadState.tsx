import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';

type LoadStateProps = {
  loading: boolean;
  /** A failure with nothing to show (a failed refetch over shown data is not one). */
  failed: boolean;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
};

/** A list's first load: a loader, or the failure with a retry button; null once there is something to show. */
export function LoadState({ loading, failed, message, retryLabel, onRetry, testId }: LoadStateProps) {
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!failed) return null;
  return (
    <Alert color="red" data-testid={testId}>
      <Group justify="space-between">
        <Text>{message}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
