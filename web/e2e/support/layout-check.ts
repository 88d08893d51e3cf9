import type { Page } from '@playwright/test';

/**
 * Issue 22's layout rules, checked in the page at the current scroll position:
 * - no button, link, label, tab or badge is clipped (its scrollWidth fits its box), and the page does not scroll
 *   sideways;
 * - no fixed or sticky element but the header covers text or a control (modals, menus, tooltips and toasts are
 *   opened on purpose and are not walked here).
 * Returns one line per problem (empty: none).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
    };

    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`,
      );

    const labelled =
      'button, a, label, [role=tab], .mantine-Button-label, .mantine-Badge-label, .mantine-SegmentedControl-label';
    for (const element of document.querySelectorAll<HTMLElement>(labelled)) {
      if (!shown(element) || element.clientWidth === 0) continue; // inline elements have no box of their own
      if ((element.textContent ?? '').trim() === '') continue;
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(`clipped: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`);
    }

    const opened =
      '.mantine-Modal-root, .mantine-Drawer-root, .mantine-Popover-dropdown, .mantine-Tooltip-tooltip, .mantine-Notifications-root, .mantine-Combobox-dropdown, .mantine-Menu-dropdown';
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky') return false;
      return shown(element) && !element.closest('header') && !element.closest(opened);
    });
    const content =
      'p, h1, h2, h3, h4, h5, h6, li, td, th, label, button, a, input, textarea, select, [role=button], [role=tab], .mantine-Text-root, .mantine-Badge-root';
    const targets = [...document.querySelectorAll<HTMLElement>(content)].filter(shown);
    for (const cover of floating) {
      const box = cover.getBoundingClientRect();
      for (const target of targets) {
        if (cover.contains(target) || target.contains(cover)) continue;
        const other = target.getBoundingClientRect();
        const width = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const height = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (width > 2 && height > 2) problems.push(`covered: ${describe(target)} under ${describe(cover)}`);
      }
    }
    return problems;
  });
}

/** The page at its top, a third, two thirds and its bottom. */
export async function problemsWhileScrolling(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (const fraction of [0, 1 / 3, 2 / 3, 1]) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.round(height * fraction));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    for (const problem of await layoutProblems(page))
      found.push(`${where} @${Math.round(fraction * 100)}%: ${problem}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...new Set(found)];
}
