import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Reset password" />
      <h1 className="h3">Reset password</h1>
    </>
  );
}
