import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { createI18n, type Language } from '../i18n/i18n';

/** Renders a component inside Attune's i18n provider, in English unless told otherwise. */
export function renderWithI18n(
  ui: ReactElement,
  options: { language?: Language | 'cimode' } & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  const { language = 'en', ...rest } = options;
  const i18n = createI18n({ language });
  return render(ui, {
    ...rest,
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
}

/** Fails with the list of axe-core violations found in a rendered container (colour contrast is for the browser). */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
