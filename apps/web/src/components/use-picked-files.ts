import { useCallback, useRef, useState } from 'react';
import type { FormProblem } from '../lib/agency-errors';
import {
  nameRefusedFile,
  NO_ATTACHMENTS_PICKED,
  REMOVE_FAILED_UPLOADS,
  WAIT_FOR_UPLOADS,
  type PickedAttachments,
} from './attachment-components';

/**
 * The files a form's attachment picker has uploaded, for the form to send with what was typed.
 * `showWait` is where the form says to wait for an upload still on its way, or to deal with one that failed; the
 * message goes once the files allow sending.
 */
export function usePickedFiles(showWait: (message: string | undefined) => void) {
  const [picked, setPickedState] = useState<PickedAttachments>(NO_ATTACHMENTS_PICKED);
  const isWaitShown = useRef(false);

  // Stable, as the picker's onChange: it reports each upload's end.
  const setPicked = useCallback(
    (next: PickedAttachments) => {
      setPickedState(next);
      if (isWaitShown.current && !next.isUploading && !next.hasFailed) {
        showWait(undefined);
        isWaitShown.current = false;
      }
    },
    [showWait],
  );

  /** The guids to send; undefined, with the reason shown, while a file is uploading or one has failed. */
  const toSend = (): string[] | undefined => {
    const wait = picked.isUploading ? WAIT_FOR_UPLOADS : picked.hasFailed ? REMOVE_FAILED_UPLOADS : undefined;
    showWait(wait);
    isWaitShown.current = wait !== undefined;
    return wait ? undefined : picked.files.map((file) => file.attachmentGuid);
  };

  /** The server's problem with what was sent, a refused file told by the name the user picked. */
  const nameRefused = (problem: FormProblem, sentGuids: readonly string[]) =>
    nameRefusedFile(problem, sentGuids, picked.files);

  const clear = () => setPickedState(NO_ATTACHMENTS_PICKED);

  return { setPicked, toSend, nameRefused, clear };
}
