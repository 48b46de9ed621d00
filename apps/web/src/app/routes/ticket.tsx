import { useParams } from 'react-router';
import { attachmentComponents } from '../../features/attachments/components/attachment-components';
import { TicketDetail } from '../../features/tickets/components/ticket-detail';

export function Component() {
  const { ticketGuid = '' } = useParams();
  return <TicketDetail key={ticketGuid} ticketGuid={ticketGuid} attachmentUi={attachmentComponents} />;
}
