import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { CoverageLine } from '../../learning-path/components/CoverageLine';
import { isAwaitingPurchase, isOwnedSet } from '../set-status';
import type { QuestionSet } from '../types';
import { ExpiryBar } from './ExpiryBar';
import { PriceTag } from './PriceTag';
import { QuestionCountLabel } from './QuestionCountLabel';
import { SetBadges } from './SetBadges';
import { SetCardActions } from './SetCardActions';
import { SetVisual } from './SetVisual';
import { TrialNote } from './TrialNote';

/** One question set as a card (home groups, featured carousel, search grid), headed by its image or emoji. */
export function SetCard({ set }: { set: QuestionSet }) {
  const owned = isOwnedSet(set);
  const awaiting = isAwaitingPurchase(set);
  return (
    <Card
      withBorder
      shadow="xs"
      padding="md"
      h="100%"
      data-testid="set-card"
      data-set-id={set.id}
      data-set-title={set.title}
    >
      <Card.Section mb="xs">
        <SetVisual set={set} size={110} variant="banner" />
      </Card.Section>
      <Stack gap="xs" style={{ flex: 1 }}>
        <SetBadges set={set} />
        <Title order={4} lineClamp={2}>
          {set.title}
        </Title>
        {set.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {set.description}
          </Text>
        )}
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {set.category}
          </Text>
          <QuestionCountLabel count={set.questionCount} />
        </Group>
        <CoverageLine setId={set.id} />
        {awaiting && <PriceTag set={set} />}
        {awaiting && <TrialNote set={set} />}
        {(owned || set.accessType === 'expired') && <ExpiryBar remainingDays={set.remainingDays} />}
        <SetCardActions set={set} />
      </Stack>
    </Card>
  );
}
