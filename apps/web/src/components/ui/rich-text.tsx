import { useMemo } from 'react';
import { renderRichText } from '../../lib/rich-text';

/** Renders stored HTML only after DOMPurify has sanitised it (see lib/rich-text.ts). */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const safeHtml = useMemo(() => renderRichText(html), [html]);
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
