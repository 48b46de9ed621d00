import { NotificationSettingsForm } from '../../features/notifications/components/notification-settings-form';

/** /account/notifications and /agency/account/notifications: each person's own emails about tickets. */
export function Component() {
  return (
    <div className="col-lg-8 px-0">
      <NotificationSettingsForm />
    </div>
  );
}
