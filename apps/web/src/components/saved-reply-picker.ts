import type { ComponentType } from 'react';

/** What a ticket's composer is handed to insert saved replies (the page composes the saved-replies feature). */
export interface SavedReplyPickerProps {
  ticketGuid: string;
  /** The reply's text, its placeholders filled from the ticket: the composer adds it to what is written. */
  onInsert: (html: string) => void;
  isDisabled?: boolean;
}

export type SavedReplyPickerComponent = ComponentType<SavedReplyPickerProps>;
