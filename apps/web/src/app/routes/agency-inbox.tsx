import { Inbox } from '../../features/inbox/components/inbox';

/** /agency: the staff's inbox (not in the spec: the agency's workspace). */
export function Component() {
  return <Inbox />;
}
