import type { AttachmentComponents } from '../../../components/attachment-components';
import { AttachmentList } from './attachment-list';
import { AttachmentPicker } from './attachment-picker';

/** What a page hands to the ticket screens that show or take files. */
export const attachmentComponents: AttachmentComponents = { List: AttachmentList, Picker: AttachmentPicker };
