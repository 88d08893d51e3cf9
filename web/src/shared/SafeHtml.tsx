import { Box, type BoxProps } from '@mantine/core';
import { sanitizeHtml } from './sanitize-html';

type SafeHtmlProps = BoxProps & { html: string; 'data-testid'?: string };

/** Renders administrator HTML after DOMPurify. */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
