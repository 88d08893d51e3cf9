import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken } from '@mantine/core';
import i18n from '../shared/i18n';

/**
 * WCAG 2.1 AA contrast (issue 16, axe in the e2e suite): filled colours one shade darker than Mantine's default (white
 * text on indigo-6 is 4.0:1, on indigo-8 above 5:1), text on light fills picked by contrast (autoContrast).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 7 },
  autoContrast: true,
  // Every close button (toasts, modals) has a name for screen readers, in the language of the render.
  components: {
    // A function: Mantine calls it at every render (extend's typing only allows a fixed object).
    CloseButton: { defaultProps: () => ({ 'aria-label': i18n.t('app.close') }) },
  },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, sans-serif',
});

/**
 * In the light scheme, text on light fills (badges, light buttons, alerts) and coloured text use each colour's
 * darkest shade, darker still (4.5:1 or more); dimmed and placeholder text one step darker (gray-6 on white is 3.3:1).
 * The dark scheme keeps Mantine's values, which already read light on dark.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors).flatMap(([name, shades]) => {
        const readable = darken(shades[9], 0.35);
        return [
          [`--mantine-color-${name}-light-color`, readable],
          [`--mantine-color-${name}-text`, readable],
        ];
      }),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});
