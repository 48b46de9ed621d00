import type { DashboardPage } from '@client-portal/contract';

/**
 * The embedded dashboard: 1000 x 1000, at least 480 wide and never wider than its column (spec §9).
 * Below 480 px the frame scrolls sideways inside its own box, so the page itself never does; that box is a named
 * region in the tab order, so it can be scrolled from the keyboard too (the frame's own content may have nothing
 * focusable, and is another site's anyway).
 */
export function DashboardPageFrame({ page }: { page: DashboardPage }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={`Dashboard: ${page.title}`} tabIndex={0}>
      <iframe
        src={page.url}
        title={page.title}
        width={1000}
        height={1000}
        className="d-block border rounded"
        style={{ minWidth: 480, maxWidth: '100%' }}
        // Hosted dashboards (Looker Studio, status pages) run scripts, keep their own session (same-origin
        // to themselves, which is not ours), use filter forms and open drill-down links in new tabs, which
        // should then behave as normal pages. Not granted: top navigation, so a dashboard cannot take the
        // portal away, nor downloads, modals or pointer lock.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        // The portal sends no referrer (Referrer-Policy: no-referrer), but embeds restricted to known sites
        // check the embedding origin; send only the origin, never the path with its GUIDs.
        referrerPolicy="strict-origin"
        allowFullScreen
        loading="lazy"
      />
    </div>
  );
}
