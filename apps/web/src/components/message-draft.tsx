import { hasVisibleText } from '@client-portal/contract/rich-text-reader';
import { useState } from 'react';
import type { FormProblem } from '../lib/agency-errors';
import type { AttachmentComponents } from './attachment-components';
import { errorIdOf, Field } from './ui/field';
import { LazyRichTextEditor } from './ui/lazy-rich-text-editor';
import { useLeaveGuard } from './use-leave-guard';
import { usePickedFiles } from './use-picked-files';

/**
 * A message being written under a ticket (a client's reply, a staff update): its text and files. A problem with the
 * text shows under the editor (`problem`); a refused or failed call above the button (`failure`).
 */
export function useMessageDraft(emptyText: string) {
  const [text, setText] = useState('');
  // A new picker (no files) for each message sent.
  const [pickerKey, setPickerKey] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const files = usePickedFiles(setFailure);
  // Leaving with words written asks first: they would be lost.
  useLeaveGuard(hasVisibleText(text));

  /** The guids of the files to send with the text; undefined, with the reason shown, when it cannot go yet. */
  const toSend = (): string[] | undefined => {
    if (!text.trim()) {
      setProblem(emptyText);
      return undefined;
    }
    setProblem(undefined);
    return files.toSend();
  };

  /** Once sent: an empty editor and a new picker. */
  const clear = () => {
    setText('');
    files.clear();
    setPickerKey((key) => key + 1);
  };

  /** What was typed and attached stays, to send again; a refused file is told by its name. */
  const showRefusal = (refusal: FormProblem, sentGuids: readonly string[]) => {
    const { field, message } = files.nameRefused(refusal, sentGuids);
    if (field === 'updateText') setProblem(message);
    else setFailure(message);
  };

  return { text, setText, setPicked: files.setPicked, pickerKey, problem, failure, toSend, clear, showRefusal };
}

type MessageDraft = ReturnType<typeof useMessageDraft>;

interface MessageDraftFieldsProps {
  /** The editor's field id; its error message is tied to it. */
  id: string;
  label: string;
  draft: MessageDraft;
  AttachmentPicker: AttachmentComponents['Picker'];
  /** While the message is sending, neither the text nor the files change. */
  isDisabled: boolean;
}

/** The message's editor, with the text's problem under it, and its file picker. */
export function MessageDraftFields({ id, label, draft, AttachmentPicker, isDisabled }: MessageDraftFieldsProps) {
  return (
    <>
      <Field id={id} label={label} error={draft.problem} isLabelFor={false}>
        <LazyRichTextEditor
          label={label}
          value={draft.text}
          onChange={draft.setText}
          isInvalid={Boolean(draft.problem)}
          describedBy={draft.problem ? errorIdOf(id) : undefined}
          isDisabled={isDisabled}
        />
      </Field>
      <AttachmentPicker key={draft.pickerKey} onChange={draft.setPicked} isDisabled={isDisabled} />
    </>
  );
}
