import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { animationsEnded } from './screenshot';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/** WCAG 2.1 A and AA (DESIGN §9). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);

export type AccessibilityOptions = {
  /** CSS selectors to leave out, e.g. a third-party widget. */
  exclude?: string[];
  /** Rule ids to turn off, each with the reason in a comment at the call. */
  disableRules?: string[];
};

type AxeGlobal = {
  axe?: {
    run: (
      context: unknown,
      options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[]; rules?: object },
    ) => Promise<AxeResults>;
  };
};

/** One line per failing node: rule, impact, help, the element. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n` +
        violation.nodes
          .map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\n/g, ' '))
          .join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe-core on the page (or a frame of it) as it is now against WCAG 2.1 A and AA and fails (throws) listing every violation of
 * impact serious or critical; `label` names the page in the message. Resolves with all violations found
 * (minor and moderate ones too) for a test that wants to look at them.
 */
export async function checkAccessibility(
  page: Page | Frame,
  label: string,
  options: AccessibilityOptions = {},
): Promise<Result[]> {
  // A dialog fading in has the contrast of its first frame.
  await animationsEnded(page);
  const loaded = () => page.evaluate(() => typeof (globalThis as AxeGlobal).axe?.run === 'function');
  if (!(await loaded())) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    // Evaluated through the DevTools protocol: the page's Content-Security-Policy (no inline scripts) would
    // refuse a script tag, and log the refusal as the page's own error.
    await page.evaluate(axeSource);
  }
  const results = await page.evaluate(
    async ({ tags, exclude, disableRules }) => {
      const axe = (globalThis as AxeGlobal).axe!;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : { include: [['html']] };
      const found = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        rules,
      });
      return found.violations;
    },
    { tags: wcagTags, exclude: options.exclude ?? [], disableRules: options.disableRules ?? [] },
  );
  const failing = results.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  if (failing.length > 0) {
    throw new Error(
      `Accessibility (axe-core, WCAG 2.1 AA) on ${label} (${page.url()}): ${failing.length} serious or critical ` +
        `violation${failing.length === 1 ? '' : 's'}:\n${describeViolations(failing)}`,
    );
  }
  return results;
}
