import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Every spec runs under the server's Content-Security-Policy (issue 16): a CSP violation in any page of any context
 * a test opens (console "Content Security Policy" errors and `securitypolicyviolation` events) fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && message.text().includes('Content Security Policy'))
            violations.push(message.text());
        });
        await watched.exposeBinding('__reportCspViolation', (_source, text: string) => {
          violations.push(text);
        });
        await watched.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (globalThis as unknown as { __reportCspViolation?: (text: string) => void })
              .__reportCspViolation;
            report?.(
              `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
            );
          });
        });
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created);
        return created;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.1 A and AA rules of axe-core (issue 16): the page as it stands has no violation. */
export async function expectAccessible(page: Page, where: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const violations = result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`)
        .join(' | ')}`,
  );
  expect(violations, `axe violations on ${where}`).toEqual([]);
}
