import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import {
  isAwaitingPurchase,
  isOwnedSet,
  PriceTag,
  QuestionCountLabel,
  type QuestionSet,
  SetBadges,
  SetVisual,
  TrialNote,
} from '../../entities/catalogue';
import { lazyNamed } from '../../shared/ui/lazy-named';
import { SetCardActions } from './SetCardActions';

// A learner's own figures (coverage, the access's remaining days) load after the first paint: a visitor's first
// load carries neither (issue 16 budget).
const CoverageLine = lazyNamed(() => import('../../entities/progress/lazy'), 'CoverageLine');
const ExpiryBar = lazyNamed(() => import('../../entities/catalogue/lazy'), 'ExpiryBar');

/**
 * One question set as a card (home groups, featured carousel, search grid), headed by its image or emoji;
 * `imageSizes` says how wide the card is where it is laid out (a grid card by default).
 */
export function SetCard({ set, imageSizes }: { set: QuestionSet; imageSizes?: string }) {
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
        <SetVisual set={set} size={110} variant="banner" sizes={imageSizes} />
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
        <Suspense fallback={null}>
          <CoverageLine setId={set.id} />
        </Suspense>
        {awaiting && <PriceTag set={set} />}
        {awaiting && <TrialNote set={set} />}
        {(owned || set.accessType === 'expired') && (
          <Suspense fallback={null}>
            <ExpiryBar remainingDays={set.remainingDays} />
          </Suspense>
        )}
        <SetCardActions set={set} />
      </Stack>
    </Card>
  );
}
