import { type ComponentType, lazy, type ReactNode, Suspense, useRef } from 'react';

/**
 * A component loaded the first time it renders, from a module's named export (issue 16: code that the home
 * page's first paint does not need stays out of its first load).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint, so any component's props carry over.
export const lazyNamed = <Name extends string, Component extends ComponentType<any>>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

/** Renders `children` from the first time `open` is true on (so a closing modal can still animate out). */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}
