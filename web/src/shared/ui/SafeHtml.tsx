import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loadSanitizer, sanitizeHtml } from '../lib/sanitize-html';

type SafeHtmlProps = BoxProps & { html: string; 'data-testid'?: string };

/** Renders administrator HTML after DOMPurify (empty for the moment DOMPurify takes to load the first time). */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const [, setLoaded] = useState(false);
  const safe = sanitizeHtml(html);
  useEffect(() => {
    if (safe === null) void loadSanitizer().then(() => setLoaded(true));
  }, [safe]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: safe ?? '' }} />;
}
