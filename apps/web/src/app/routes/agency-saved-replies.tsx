import { PageTitle } from '../../components/ui/page-title';
import { SavedRepliesManager } from '../../features/agency-saved-replies/components/saved-replies-manager';

/** /agency/saved-replies: the replies staff keep to insert into tickets. */
export function Component() {
  return (
    <>
      <PageTitle title="Saved replies" />
      <h1 className="h3 mb-3">Saved replies</h1>
      <SavedRepliesManager />
    </>
  );
}
