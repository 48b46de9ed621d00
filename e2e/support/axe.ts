import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (every rule except the experimental ones, best practices included) over the page as it stands, and
 * fails with one readable line per offending element.
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}): Promise<void> {
  // axe runs inside the page and each of its frames and gathers their results itself, rather than sending partial
  // results to an extra blank page to combine (the same rules and results; a fifth of the time).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${violation.help}`,
    ),
  );
  (soft ? expect.soft : expect)(found, `axe violations on ${new URL(page.url()).pathname}`).toEqual([]);
}
