import { useEffect, useRef } from 'react';

/** Whether a key press goes to something the person types in: shortcuts leave it alone. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The workspace's keyboard shortcuts, as the `?` list shows them (each screen handles its own). */
export const SHORTCUTS = [
  { keys: '?', what: 'Show these shortcuts' },
  { keys: '/', what: 'Search the inbox' },
  { keys: 'j / k', what: 'Next / previous ticket in the inbox' },
  { keys: 'Enter', what: 'Open the ticket' },
  { keys: 'x', what: 'Choose the ticket for a bulk change' },
  { keys: 'r', what: 'Reply: write a public update on the ticket' },
  { keys: 'n', what: 'Write an internal note on the ticket' },
] as const;

/**
 * Runs a handler when its key is pressed anywhere on the page, unless the person is typing in a field, holds Ctrl,
 * Alt or Meta, or something else already handled the key (and Enter on a link or button does what it does).
 */
export function useShortcuts(handlers: Record<string, () => void>, enabled = true): void {
  // The newest handlers, without listening anew on each render.
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return;
      // Enter on a link or button is theirs.
      if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('a, button, summary'))
        return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
