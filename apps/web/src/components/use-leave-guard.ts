import { useEffect } from 'react';

export const LEAVE_QUESTION = 'Leave this page? What you have written here is not saved.';

/** Whether rich text (or plain text) holds any words: an emptied editor leaves tags such as `<p></p>`. */
export const hasWords = (text: string) => text.replace(/<[^>]*>/g, '').trim() !== '';

/** A plain click (or Enter) on a link to another page of the portal, which the router would follow. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download')
  ) {
    return undefined;
  }
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname ? link : undefined;
}

/**
 * While something typed is not saved, leaving the page asks first: a link to another page (answered before the
 * router sees the click), and closing or reloading the tab (the browser's own question). A form's own navigation
 * after saving is not a click, so it goes ahead.
 */
export function useLeaveGuard(hasUnsaved: boolean): void {
  useEffect(() => {
    if (!hasUnsaved) return undefined;
    const onClick = (event: MouseEvent) => {
      if (leavingLink(event) && !window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capturing, on the document: before React's own listener on the app's root, which the router's links use.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [hasUnsaved]);
}
