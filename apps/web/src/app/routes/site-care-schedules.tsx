import { PageTitle } from '../../components/ui/page-title';
import { ScheduleList } from '../../features/site-care/components/schedule-list';

export function Component() {
  return (
    <>
      <PageTitle title="Site Care" />
      <h1 className="h3 mb-3">Site Care</h1>
      <ScheduleList />
    </>
  );
}
