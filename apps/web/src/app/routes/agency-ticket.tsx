import { useParams } from 'react-router';
import { attachmentComponents } from '../../features/attachments/components/attachment-components';
import { AgencyTicketDetail } from '../../features/agency/components/agency-ticket-detail';
import { SavedReplyPicker } from '../../features/agency-saved-replies/components/saved-reply-picker';

/** /agency/tickets/{ticketGuid}: a ticket as staff work on it. */
export function Component() {
  const { ticketGuid = '' } = useParams();
  return (
    <AgencyTicketDetail
      key={ticketGuid}
      ticketGuid={ticketGuid}
      attachmentUi={attachmentComponents}
      SavedReplyPicker={SavedReplyPicker}
    />
  );
}
