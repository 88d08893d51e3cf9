import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flatCatalogue } from '@exam/domain/i18n';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Texts in server sources that are not messages: stored data (the home page's defaults, the explanation an
 * empty one is saved with, GIFT's true/false options), documentation strings of schemas, the developers'
 * mailbox page, and the remaining-days label the web formats itself. Everything else a server answers with
 * must come from the catalogues, or zh and en callers would read Japanese.
 */
const NOT_MESSAGES = [
  'domain/src/home-content/content.ts',
  'domain/src/question-set/messages.ts:解説なし',
  'command-api/src/imports/import-job.ts:解説なし',
  'domain/src/question-import/gift.ts:正しい',
  'domain/src/question-import/gift.ts:誤り',
  'domain/src/rules/remaining-days.ts',
  'domain/src/schemas/commerce-results.ts',
  'domain/src/schemas/mock-exam.ts:deadline: the time ran out (時間切れ); learner: submitted in time; null while running',
  'domain/src/schemas/practice-results.ts',
  'identity/src/dev-mailbox/',
];

const SERVER_SOURCES = [
  'domain/src',
  'platform/src',
  'identity/src',
  'command-api/src',
  'query-api/src',
  'projections/src',
];
const JAPANESE_OR_CHINESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** `${anything}` and `{{name}}` both become one placeholder, so a template literal matches its catalogue template. */
const shapeOf = (text: string) => text.replace(/\$\{[^}]*\}/g, '{{}}').replace(/\{\{\s*\w*\s*\}\}/g, '{{}}');

const serverTexts = () => {
  const files = execFileSync('git', ['ls-files', ...SERVER_SOURCES], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !/\.test\.ts$|\/test-support\/|\.contract\.ts$|\/i18n\/|\/openapi\//.test(file),
    );
  return files.flatMap((file) =>
    readFileSync(`${root}${file}`, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .flatMap((line) =>
        [...line.matchAll(/(['"`])((?:(?!\1).)*?)\1/g)]
          .map((match) => match[2] as string)
          .filter((text) => JAPANESE_OR_CHINESE.test(text))
          .map((text) => ({ file, text })),
      ),
  );
};

describe('the server’s texts', () => {
  it('given every Japanese or Chinese string in the server sources, then each is a catalogue text (or data)', () => {
    const known = new Set(Object.values(flatCatalogue('ja')).map(shapeOf));
    const texts = serverTexts();
    expect(texts.length).toBeGreaterThan(20);
    const outside = texts
      .filter(
        ({ file, text }) =>
          !NOT_MESSAGES.some(
            (entry) =>
              entry === file ||
              entry === `${file}:${text}` ||
              (entry.endsWith('/') && file.startsWith(entry)) ||
              (!entry.includes(':') && file === entry),
          ),
      )
      .filter(({ text }) => !known.has(shapeOf(text)))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(outside).toEqual([]);
  });
});
