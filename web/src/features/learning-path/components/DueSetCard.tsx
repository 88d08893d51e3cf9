import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgetListSession, listSessionUrl } from '../../../entities/progress';
import type { DueCard } from '../due-cards';

/** One set's due cards of the learning path, and the button that reviews its open ones. */
export function DueSetCard({ cards }: { cards: readonly DueCard[] }) {
  const { t } = useTranslation();
  const [first] = cards;
  if (!first) return null;
  const open = cards.filter((card) => !card.locked);
  const ids = open.map((card) => card.questionId);
  return (
    <Paper withBorder p="md" data-testid="path-set">
      <Group justify="space-between">
        <Stack gap={4}>
          <Text fw={600}>{first.setTitle}</Text>
          <Group gap={4}>
            {cards.map((card) => (
              <Badge key={card.questionId} variant="light" color={card.locked ? 'gray' : 'indigo'}>
                {t('learningPath.questionNumber', { n: card.questionNumber })}
                {card.locked ? ` ${t('learningPath.locked')}` : ''}
              </Badge>
            ))}
          </Group>
        </Stack>
        {open.length > 0 ? (
          <Button
            component={Link}
            to={listSessionUrl(first.questionSetId, 'review', ids)}
            onClick={() => forgetListSession(sessionStorage, first.questionSetId, 'review')}
            data-testid="path-review"
          >
            {t('learningPath.review', { count: open.length })}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('learningPath.lockedHelp')}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
