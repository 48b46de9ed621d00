import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './rich-text-editor.css';
import { useEffect, useState } from 'react';

export interface RichTextEditorProps {
  /** The editable area's accessible name. */
  label: string;
  /** HTML; '' for an empty editor. Setting it from outside (a reset, a reload) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  isInvalid?: boolean;
  /** The id of the text that describes the area (its error message). */
  describedBy?: string;
  isDisabled?: boolean;
}

/** The editor's HTML, with an empty document as '' (TipTap's empty document is "<p></p>"). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());
/**
 * Plain text (a report's starter text, "Following this month's Site Care, ") keeps its spaces, so what is typed after
 * it does not run into it; HTML is read as HTML, its layout whitespace collapsed.
 */
const parseOptionsFor = (value: string) =>
  value.trimStart().startsWith('<') ? undefined : { preserveWhitespace: 'full' as const };

/**
 * Only what a support thread needs; the server sanitises whatever arrives (rich-text-policy). No image: one typed or
 * pasted from another site would be loaded by everyone who reads the text, telling that site who and when (files are
 * attached instead). Each editor gets its own extension instances: TipTap unlinks them when an editor is destroyed.
 */
const createExtensions = () => [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

function editableAttributes({
  label,
  isInvalid,
  describedBy,
}: Pick<RichTextEditorProps, 'label' | 'isInvalid' | 'describedBy'>) {
  return {
    'aria-label': label,
    'aria-multiline': 'true',
    role: 'textbox',
    class: `form-control rich-text-editor-content${isInvalid ? ' is-invalid' : ''}`,
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/**
 * TipTap with a small toolbar (bold, italic, bullet list, link). This module is only ever imported lazily
 * (lazy-rich-text-editor.tsx): ProseMirror stays out of the screens' own chunks and out of /login.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  isInvalid,
  describedBy,
  isDisabled,
}: RichTextEditorProps) {
  const [extensions] = useState(createExtensions);
  // useEditor hands each render's options (attributes, callbacks) to the same editor instance.
  const editor = useEditor({
    extensions,
    // The CSP refuses an injected <style>: ProseMirror's rules come with this module (rich-text-editor.css).
    injectCSS: false,
    content: value,
    parseOptions: parseOptionsFor(value),
    editorProps: { attributes: editableAttributes({ label, isInvalid, describedBy }) },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // useEditor may swap its first instance for a new one as it mounts (on a slow first commit): the effects of that
  // commit still see the first, destroyed one, and leave it alone; they run again with the new one.
  useEffect(() => {
    if (editor.isDestroyed) return;
    // Without an update event: that would hand the content back as if typed (after a clear, the old text).
    editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  // A value set from outside (cleared after posting, reset after saving) replaces the content.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false, parseOptions: parseOptionsFor(value) });
  }, [editor, value]);

  return (
    <div className="rich-text-editor">
      <Toolbar editor={editor} label={label} isDisabled={isDisabled} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label, isDisabled }: { editor: Editor; label: string; isDisabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      // Nothing is active in an editor that is gone (see the effects above).
      isBold: !current.isDestroyed && current.isActive('bold'),
      isItalic: !current.isDestroyed && current.isActive('italic'),
      isBulletList: !current.isDestroyed && current.isActive('bulletList'),
      isLink: !current.isDestroyed && current.isActive('link'),
    }),
  });

  const onLink = () => {
    if (state.isLink) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const typed = window.prompt('Link address')?.trim();
    if (!typed) return;
    // "example.com/docs" is a web address, not a path on the portal.
    const href = /^[a-z][a-z\d+.-]*:/i.test(typed) ? typed : `https://${typed}`;
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const button = (name: string, isActive: boolean, onClick: () => void, icon: string) => (
    <button
      type="button"
      className={`btn btn-sm btn-outline-secondary${isActive ? ' active' : ''}`}
      aria-label={name}
      title={name}
      aria-pressed={isActive}
      disabled={isDisabled}
      onClick={onClick}
    >
      <i className={`bi bi-${icon}`} aria-hidden="true" />
    </button>
  );

  return (
    <div className="btn-group mb-1" role="group" aria-label={`${label} formatting`}>
      {button('Bold', state.isBold, () => editor.chain().focus().toggleBold().run(), 'type-bold')}
      {button('Italic', state.isItalic, () => editor.chain().focus().toggleItalic().run(), 'type-italic')}
      {button('Bullet list', state.isBulletList, () => editor.chain().focus().toggleBulletList().run(), 'list-ul')}
      {button(state.isLink ? 'Remove link' : 'Link', state.isLink, onLink, 'link-45deg')}
    </div>
  );
}
