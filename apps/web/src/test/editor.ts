/**
 * For tests that use the rich-text editor. jsdom has no layout: ProseMirror asks for the caret's rectangle after each change. Flat rectangles are enough
 * for the editor to work (text goes in with user.paste: jsdom's selection does not follow typed keys).
 */
export async function prepareEditor() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => rects;
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  document.elementFromPoint ??= () => null;
  // The first import of ProseMirror takes longer than a findBy waits: load it before the tests.
  await import('../components/ui/rich-text-editor');
}
