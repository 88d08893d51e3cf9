import type { Page } from '@playwright/test';

/**
 * Issue 39's phone rules for the back office, checked in the page as it is:
 * - the page does not scroll sideways;
 * - every open dialog or drawer lies inside the screen;
 * - every control a finger taps (buttons, tabs, links styled as buttons, inputs, selects, checkboxes with their
 *   label) is at least 44x44 CSS px, unless it is hidden or scrolled inside a container of its own.
 * Returns one line per problem (empty: none).
 */
export function phoneProblems(page: Page, minTarget = 44): Promise<string[]> {
  const screen = page.viewportSize() ?? { width: 390, height: 844 };
  return page.evaluate(
    ({ min, width, height }) => {
      const problems: string[] = [];
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0.1
        );
      };
      const describe = (element: Element) => {
        const id = element.closest('[data-testid]')?.getAttribute('data-testid');
        const text = (element.textContent || element.getAttribute('aria-label') || '')
          .trim()
          .replace(/\s+/g, ' ');
        return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text.slice(0, 30)}"`;
      };

      // A phone zooms out to show a page wider than its screen, so the window's width grows with the page: the
      // screen's own width (the viewport asked for) is the measure.
      const pageWidth = Math.max(document.documentElement.scrollWidth, window.innerWidth);
      if (pageWidth > width + 1) problems.push(`the page scrolls sideways (${pageWidth} > ${width})`);
      // A box sticking past the right edge (cut off, or scrolled to inside a container of its own): the outermost only.
      const past = [...document.querySelectorAll<HTMLElement>('[data-testid=admin-shell] *')].filter(
        (element) => shown(element) && element.getBoundingClientRect().right > width + 1,
      );
      for (const element of past
        .filter((element) => !past.includes(element.parentElement as HTMLElement))
        .slice(0, 5))
        problems.push(
          `past the right edge: ${describe(element)} (right ${Math.round(element.getBoundingClientRect().right)})`,
        );

      for (const dialog of document.querySelectorAll(
        '.mantine-Modal-content, .mantine-Drawer-content, [role=dialog]',
      )) {
        if (!shown(dialog)) continue;
        const box = dialog.getBoundingClientRect();
        if (
          box.left < -1 ||
          box.right > width + 1 ||
          box.top < -1 ||
          (box.height <= height && box.bottom > height + 1)
        )
          problems.push(
            `off-screen dialog: ${describe(dialog)} (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`,
          );
      }

      // A label cut short ("使用…"): its text is wider than its box.
      const labelled =
        'button, [role=tab], label, .mantine-SegmentedControl-label, .mantine-Badge-label, .mantine-Button-label';
      for (const element of document.querySelectorAll<HTMLElement>(labelled)) {
        if (!shown(element) || element.clientWidth === 0 || (element.textContent ?? '').trim() === '')
          continue;
        if (element.scrollWidth > element.clientWidth + 1)
          problems.push(`clipped: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`);
      }

      // A checkbox, radio or switch is tapped through its label: the whole root is the target.
      const toggleRoot =
        '.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root, .mantine-Chip-root';
      const tappable =
        'button, [role=tab], [role=button], a.mantine-Button-root, input:not([type=hidden]), select, textarea, .mantine-Select-input';
      const seen = new Set<Element>();
      for (const element of document.querySelectorAll<HTMLElement>(tappable)) {
        const target = element.closest(toggleRoot) ?? element;
        if (seen.has(target) || !shown(target)) continue;
        seen.add(target);
        if (target.closest('.mantine-Notifications-root, .ProseMirror, [aria-hidden=true]')) continue;
        if (target.closest('[data-touch-exempt]')) continue;
        const box = target.getBoundingClientRect();
        if (box.bottom < 0 || box.top > document.documentElement.scrollHeight) continue;
        if (box.right > width + 1) continue; // reported above
        if (box.width < min - 0.5 || box.height < min - 0.5)
          problems.push(
            `small target: ${describe(target)} (${Math.round(box.width)}x${Math.round(box.height)})`,
          );
      }
      return problems;
    },
    { min: minTarget, ...screen },
  );
}
