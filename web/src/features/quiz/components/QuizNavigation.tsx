import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { jumpButtonItems } from '../jump-buttons';

type QuizNavigationProps = {
  total: number;
  currentIndex: number;
  disabled: boolean;
  onJump: (index: number) => void;
};

/** Previous / next and the numbered jump buttons (shortened with ellipses above 10 questions). */
export function QuizNavigation({ total, currentIndex, disabled, onJump }: QuizNavigationProps) {
  const { t } = useTranslation();
  // Issue 22: on a phone the three in one row squeezed 前の問題 / 次の問題 to 59 px (cut to 前の問): there the
  // two buttons share the first row and the numbers wrap below them.
  const phone = useMediaQuery('(max-width: 36em)');
  const previous = (
    <Button
      variant="default"
      size="xs"
      disabled={disabled || currentIndex === 0}
      onClick={() => onJump(currentIndex - 1)}
      data-testid="quiz-previous"
      style={{ flexShrink: 0 }}
    >
      {t('quiz.previous')}
    </Button>
  );
  const next = (
    <Button
      variant="default"
      size="xs"
      disabled={disabled || currentIndex >= total - 1}
      onClick={() => onJump(currentIndex + 1)}
      data-testid="quiz-next-question"
      style={{ flexShrink: 0 }}
    >
      {t('quiz.nextQuestion')}
    </Button>
  );
  const jumps = (
    <Group gap={4} justify="center" wrap="wrap" data-testid="quiz-jump-buttons">
      {jumpButtonItems(total, currentIndex).map((item) =>
        item.kind === 'ellipsis' ? (
          <Text key={`gap-${item.after}`} c="dimmed" size="sm" data-testid="quiz-jump-ellipsis">
            …
          </Text>
        ) : (
          <Button
            key={item.index}
            size="compact-sm"
            variant={item.index === currentIndex ? 'filled' : 'light'}
            disabled={disabled}
            onClick={() => onJump(item.index)}
            data-testid="quiz-jump"
            data-index={item.index}
          >
            {item.index + 1}
          </Button>
        ),
      )}
    </Group>
  );
  if (phone)
    return (
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          {previous}
          {next}
        </Group>
        {jumps}
      </Stack>
    );
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      {previous}
      {jumps}
      {next}
    </Group>
  );
}
