import './language-switch.css';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@exam/domain/i18n/lang';
import { Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from './use-choose-language';

/**
 * The header's language menu: a native select (no popover code in the first load), each language by its own name.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, choose } = useChooseLanguage();
  return (
    <NativeSelect
      size="xs"
      w={96}
      className="language-menu"
      aria-label={t('language.label')}
      data-testid="language-menu"
      value={language}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLanguage(chosen)) choose(chosen);
      }}
      data={LANGUAGES.map((option) => ({ value: option, label: LANGUAGE_NAMES[option] }))}
    />
  );
}

/** The footer's language links: every language by its own name. */
export function LanguageLinks() {
  const { t } = useTranslation();
  const { language, choose } = useChooseLanguage();
  return (
    <Group gap="sm" component="nav" aria-label={t('language.label')} data-testid="footer-languages">
      {LANGUAGES.map((option) =>
        option === language ? (
          <Text key={option} size="sm" fw={700} lang={option} aria-current="true">
            {LANGUAGE_NAMES[option]}
          </Text>
        ) : (
          <Anchor
            key={option}
            component="button"
            type="button"
            size="sm"
            className="language-link"
            // The page's text colour, underlined: readable on every theme the administrator picks (axe contrast).
            c="var(--mantine-color-text)"
            underline="always"
            lang={option}
            data-testid={`footer-language-${option}`}
            onClick={() => choose(option)}
          >
            {LANGUAGE_NAMES[option]}
          </Anchor>
        ),
      )}
    </Group>
  );
}
