import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once. */
let axeSource: string | undefined;

/** What axe-core reports of one rule broken on the page: its id, impact and the elements. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The accessibility rules axe-core finds broken on the page as it is now (WCAG 2.1 A and AA),
 * one line each, so a failing test names the rule and the elements.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast or dialog still fading in is judged on its colours half-mixed with the page: axe once
  // failed the 'Ops member added' toast's contrast in CI, mid-entrance. Short animations (an
  // entrance, under 2 s) end first; a toast's countdown bar is longer and is left running.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || Number(animation.effect?.getComputedTiming().endTime ?? 0) > 2_000),
    undefined,
    { timeout: 5_000 },
  );
  // Evaluated through the DevTools protocol, not added as a script element: the site's
  // Content-Security-Policy allows no inline script, rightly.
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
