import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

export function Component() {
  return (
    <>
      <PageTitle title="Page not found" />
      <h1 className="h3">Page not found</h1>
      <p>
        The page you asked for does not exist. <Link to={paths.home}>Go to your projects</Link>.
      </p>
    </>
  );
}
