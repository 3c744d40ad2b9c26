import axe from 'axe-core';

/**
 * What axe finds wrong in the rendered document, by the WCAG A and AA rules jsdom can judge:
 * roles, names, ARIA attributes, structure. Colour contrast needs a real renderer; the browser
 * journeys scan for it.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.failureSummary ?? ''} at ${node.html}`),
  );
}
