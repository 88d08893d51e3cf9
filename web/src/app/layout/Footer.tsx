import { Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHomeContent } from '../../entities/home-content';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { SocialLinks } from './SocialLinks';

/** Admin-editable footer text (sanitised); a copyright line when it cannot be fetched. */
export function Footer() {
  const { t } = useTranslation();
  const { content } = useHomeContent();
  const footerText = content?.footerText?.trim();

  return (
    <Box component="footer" bg="var(--mantine-color-default-hover)" pt="lg" pb={72} data-testid="footer">
      <Container size="xl">
        <Divider mb="md" />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            {footerText ? (
              <SafeHtml html={footerText} fz="sm" c="dimmed" data-testid="footer-text" />
            ) : (
              <Text size="sm" c="dimmed" data-testid="footer-copyright">
                {t('footer.copyright', { year: new Date().getFullYear() })}
              </Text>
            )}
          </Stack>
          <SocialLinks />
        </Group>
      </Container>
    </Box>
  );
}
