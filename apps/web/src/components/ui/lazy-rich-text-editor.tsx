import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// ProseMirror is large: it loads when a form with an editor first shows, never with a screen's own chunk.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, loaded on first use; a placeholder of its size shows meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="form-control rich-text-editor-placeholder text-body-secondary" role="status">
          Loading editor...
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
