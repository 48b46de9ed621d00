import { useEffect } from 'react';

export const LEAVE_QUESTION = 'Leave this page? What you have written here is not saved.';

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
  // A link being written in the editor is text, not a way out.
  if (link.closest('[contenteditable="true"]')) return undefined;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname ? link : undefined;
}

/**
 * While something typed is not saved, leaving the page asks first: a link to another page (answered before the
 * router sees the click), and closing or reloading the tab (the browser's own question). A form's own navigation
 * after saving is not a click, so it goes ahead; nor are the browser's Back and Forward buttons, which the app's
 * router cannot hold (a data router could, for 16 kB more on /login).
 */
export function useLeaveGuard(hasUnsaved: boolean): void {
  useEffect(() => {
    if (!hasUnsaved) return undefined;
    // Once the person has said to leave, a link the browser itself follows is not asked about twice.
    let isLeaving = false;
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(LEAVE_QUESTION)) {
        isLeaving = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isLeaving) event.preventDefault();
    };
    // Capturing, on the document: before React's own listener on the app's root, which the router's links use.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [hasUnsaved]);
}
