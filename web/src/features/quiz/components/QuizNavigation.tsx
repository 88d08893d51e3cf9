import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jumpButtonItems } from '../../practice/jump-buttons';

type QuizNavigationProps = {
  total: number;
  currentIndex: number;
  disabled: boolean;
  onJump: (index: number) => void;
};

/** Previous / next and the numbered jump buttons (shortened with ellipses above 10 questions). */
export function QuizNavigation({ total, currentIndex, disabled, onJump }: QuizNavigationProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Button
        variant="default"
        size="xs"
        disabled={disabled || currentIndex === 0}
        onClick={() => onJump(currentIndex - 1)}
        data-testid="quiz-previous"
      >
        {t('quiz.previous')}
      </Button>
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
      <Button
        variant="default"
        size="xs"
        disabled={disabled || currentIndex >= total - 1}
        onClick={() => onJump(currentIndex + 1)}
        data-testid="quiz-next-question"
      >
        {t('quiz.nextQuestion')}
      </Button>
    </Group>
  );
}
