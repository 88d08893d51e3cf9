import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { keyToOptionIndex } from './selection';

type KeyboardOptions = {
  enabled: boolean;
  options: ReadonlyArray<{ id: string }>;
  onChoose: (optionId: string) => void;
  onEnter: () => void;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keyboard answering: A-Z or 1-9 choose an option, Enter submits or goes on. Ignored while typing. */
export function useQuizKeyboard(options: KeyboardOptions) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { enabled, options: choices, onChoose, onEnter } = latest.current;
      if (!enabled || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Enter on a focused button is that button's own click.
      if (event.key === 'Enter') {
        if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
        event.preventDefault();
        onEnter();
        return;
      }
      const index = keyToOptionIndex(event.key, choices.length);
      const choice = index === null ? undefined : choices[index];
      if (choice) {
        event.preventDefault();
        onChoose(choice.id);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Whether to show the A〜Z / Enter hint: a mouse and no touch screen (issue 22; a touch laptop goes without it). */
export function useFinePointer(): boolean {
  const hoverPointer = useMediaQuery('(hover: hover) and (pointer: fine)');
  return hoverPointer === true && navigator.maxTouchPoints === 0;
}
