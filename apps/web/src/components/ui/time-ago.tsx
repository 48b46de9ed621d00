import { DATE_FORMATS, formatDate, formatTimeAgo } from '../../lib/format';

/** "3 hours ago", with the exact local date-time on hover and in the machine-readable attribute. */
export function TimeAgo({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDate(value, DATE_FORMATS.dateTime)}>
      {formatTimeAgo(value)}
    </time>
  );
}
