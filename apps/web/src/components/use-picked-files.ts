import { useState } from 'react';
import type { FormProblem } from '../lib/agency-errors';
import {
  nameRefusedFile,
  NO_ATTACHMENTS_PICKED,
  WAIT_FOR_UPLOADS,
  type PickedAttachments,
} from './attachment-components';

/**
 * The files a form's attachment picker has uploaded, for the form to send with what was typed.
 * `showWait` is where the form says to wait for an upload still on its way (and clears that once none is).
 */
export function usePickedFiles(showWait: (message: string | undefined) => void) {
  const [picked, setPicked] = useState<PickedAttachments>(NO_ATTACHMENTS_PICKED);

  /** The guids to send; undefined, with the wait shown, while a file is still uploading. */
  const toSend = (): string[] | undefined => {
    if (picked.isUploading) {
      showWait(WAIT_FOR_UPLOADS);
      return undefined;
    }
    showWait(undefined);
    return picked.files.map((file) => file.attachmentGuid);
  };

  /** The server's problem with what was sent, a refused file told by the name the user picked. */
  const nameRefused = (problem: FormProblem, sentGuids: readonly string[]) =>
    nameRefusedFile(problem, sentGuids, picked.files);

  const clear = () => setPicked(NO_ATTACHMENTS_PICKED);

  return { setPicked, toSend, nameRefused, clear };
}
