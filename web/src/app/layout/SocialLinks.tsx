import { ActionIcon, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SOCIAL_LINKS = [
  { href: 'https://x.com/', labelKey: 'footer.twitter', mark: '𝕏' },
  { href: 'https://github.com/', labelKey: 'footer.github', mark: 'GH' },
  { href: 'https://www.youtube.com/', labelKey: 'footer.youtube', mark: '▶' },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-label={t('footer.social')} data-testid="social-links">
      {SOCIAL_LINKS.map((link) => (
        <ActionIcon
          key={link.href}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          radius="xl"
          size="lg"
          aria-label={t(link.labelKey)}
          title={t(link.labelKey)}
        >
          <Text size="xs" fw={700}>
            {link.mark}
          </Text>
        </ActionIcon>
      ))}
    </Group>
  );
}
