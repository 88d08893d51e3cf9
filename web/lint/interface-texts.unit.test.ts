import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@babel/core';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Japanese or Chinese in web code is a text only one language reads: every text the interface shows comes from the
 * catalogues (domain/src/i18n/web/<language>/, with `t()`), so zh and en readers never meet Japanese. Kana,
 * ideographs and the 「」『』 quotes count; the middle dot ・ does not (a separator every language here uses).
 */
const JAPANESE_OR_CHINESE = /[\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u300c-\u300f]/;

/**
 * Web sources whose Japanese is data, not interface text: what is stored and shown as entered in any language.
 * `file` alone allows the whole file, `file:text` one string.
 */
const DATA = [
  // The explanation an empty one is saved with: the same stored text the server writes (domain's messages.ts).
  'web/src/features/admin/authoring/question-draft.ts:解説なし',
  // The category names a set can be filed under: stored on the set, shown as the set's category.
  'web/src/features/admin/authoring/set-choices.ts',
  // The sample questions of the batch template an administrator downloads: question content, not interface.
  'web/src/features/admin/batch/batch-upload.ts',
];

/** Tests and their fixtures are not shown to anyone. */
const NOT_SHOWN = /\.test\.tsx?$|\/test-support\.ts$|\/test-bundle\.ts$/;

type Found = { file: string; line: number; text: string };

type Node = { type?: string; loc?: { start: { line: number } } } & Record<string, unknown>;

/** Every string, template part, regular expression and JSX text in `source` that holds Japanese or Chinese. */
export const textsIn = (file: string, source: string): Found[] => {
  const ast = parseSync(source, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
  });
  const found: Found[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    const text =
      current.type === 'StringLiteral' || current.type === 'JSXText' || current.type === 'DirectiveLiteral'
        ? String(current.value)
        : current.type === 'TemplateElement'
          ? String((current.value as { raw: string }).raw)
          : current.type === 'RegExpLiteral'
            ? String(current.pattern)
            : null;
    if (text !== null && JAPANESE_OR_CHINESE.test(text))
      found.push({ file, line: current.loc?.start.line ?? 0, text: text.trim() });
    for (const [key, value] of Object.entries(current))
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments' && key !== 'innerComments')
        visit(value);
  };
  visit(ast?.program);
  return found;
};

const webSources = () =>
  execFileSync('git', ['ls-files', 'web/src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SHOWN.test(file));

const isData = ({ file, text }: Found) => DATA.includes(file) || DATA.includes(`${file}:${text}`);

describe('the web app’s texts', () => {
  it('given a planted literal, a JSX text and a comment, then the two texts are found and the comment is not', () => {
    const source = [
      '// 閉じるボタン',
      "export const label = 'Close';",
      "export const close = (name: string) => <button aria-label={'关闭'}>{name} 閉じる</button>;",
      'export const lead = /^\\d+件目: /;',
    ].join('\n');
    expect(textsIn('planted.tsx', source).map(({ line, text }) => [line, text])).toEqual([
      [3, '关闭'],
      [3, '閉じる'],
      [4, '^\\d+件目:'],
    ]);
  });

  it('given every web source outside the catalogues, then no Japanese or Chinese text is written in it (data aside)', () => {
    const files = webSources();
    expect(files.length).toBeGreaterThan(200);
    const texts = files.flatMap((file) => textsIn(file, readFileSync(`${root}${file}`, 'utf8')));
    // The data allowed above is still there (an entry that no longer matches anything is dropped from DATA).
    for (const entry of DATA)
      expect(texts.some((found) => entry === found.file || entry === `${found.file}:${found.text}`)).toBe(
        true,
      );
    const outside = texts
      .filter((found) => !isData(found))
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(outside).toEqual([]);
  });
});
