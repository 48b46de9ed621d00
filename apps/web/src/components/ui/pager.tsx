import { Link } from 'react-router';

interface PagerProps {
  page: number;
  pageCount: number;
  /** Shown instead of the page count where that is only a lower bound ("201+"). */
  pageCountText?: string;
  /** What the pages hold, already worded ("123 tickets"). */
  summary: string;
  /** The address of a page (links, so that a page can be opened in a new tab, shared and gone back to). */
  pageHref: (page: number) => string;
  label?: string;
}

/** Previous / Next with "Page X of Y"; a direction with no page is shown disabled. */
export function Pager({ page, pageCount, pageCountText, summary, pageHref, label = 'Pagination' }: PagerProps) {
  const step = (target: number, text: string) =>
    target >= 1 && target <= pageCount ? (
      <li className="page-item">
        <Link className="page-link" to={pageHref(target)}>
          {text}
        </Link>
      </li>
    ) : (
      <li className="page-item disabled">
        <span className="page-link" aria-disabled="true">
          {text}
        </span>
      </li>
    );
  return (
    <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-3">
      <ul className="pagination mb-0">
        {step(page - 1, 'Previous')}
        {step(page + 1, 'Next')}
      </ul>
      <span>
        Page {page} of {pageCountText ?? pageCount}
      </span>
      <span className="text-body-secondary">{summary}</span>
    </nav>
  );
}
