import '@attune/ui/styles.css';
import { I18nProvider, type Language } from '@attune/ui';
import type { A11yParameters } from '@storybook/addon-a11y';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// Play functions wait for dialogs that open in an effect; give a busy CI machine time to get there.
configure({ asyncUtilTimeout: 5000 });

type Theme = 'light' | 'dark';

/**
 * The theme and language of the toolbar, applied as the web app applies them: `data-theme` and `lang`
 * on `<html>`. Set while rendering (not in an effect) so the very first paint is already right.
 */
const withDocument: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const language: Language = context.globals.language === 'es' ? 'es' : 'en';
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.lang = language;
  return <Story />;
};

/** Every text of every story comes from @attune/ui's locale files, in the toolbar's language. */
const withI18n: Decorator = (Story, context) => {
  const language: Language = context.globals.language === 'es' ? 'es' : 'en';
  return (
    <I18nProvider language={language}>
      <Story />
    </I18nProvider>
  );
};

/** Storybook's own elements, which axe must not judge (the a11y addon leaves out the same). */
const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** The axe rules whose answer depends on the theme's colours. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe fetches the page's style sheets before it runs (10 s by default): on a 2-core machine at load 10+
 * that failed ("Preload assets timed out"). A bound only a hang reaches.
 */
const AXE_PATIENCE = { preload: { assets: ['cssom'], timeout: 300_000 } };

/**
 * In the story tests (`pnpm test`) every story is checked by axe in both themes from one render: the a11y
 * addon checks the theme the story rendered in (light, every rule), and this hook then switches `<html>`
 * to the other theme, with transitions off so colours are final, and runs axe again with the story's own
 * a11y settings on the rules that depend on colours ({@link THEME_RULES}; the DOM is the one just checked).
 * Any violation fails the story's test. In Storybook's UI the toolbar's theme and the a11y panel do this.
 */
const axeInTheOtherTheme: NonNullable<Preview['afterEach']> = async ({ viewMode, parameters }) => {
  if (viewMode !== 'story' || import.meta.env.VITEST_STORYBOOK !== 'false') return;
  const a11y = (parameters.a11y ?? {}) as A11yParameters & { disable?: boolean };
  if (a11y.disable || a11y.test === 'off') return;
  const root = document.documentElement;
  const rendered = root.dataset.theme === 'dark' ? 'dark' : 'light';
  const other: Theme = rendered === 'dark' ? 'light' : 'dark';
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
  document.head.append(still);
  root.dataset.theme = other;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  try {
    const axe = (await import('axe-core')).default;
    axe.reset();
    axe.configure({
      ...a11y.config,
      rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
    });
    // Only the rules whose answer depends on colours: the rest judge the same DOM the addon just checked.
    const disabled = new Set(
      (a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id),
    );
    for (const [id, rule] of Object.entries(a11y.options?.rules ?? {}))
      if (rule.enabled === false) disabled.add(id);
    const rules = THEME_RULES.filter((id) => !disabled.has(id));
    if (rules.length === 0) return;
    const result = await axe.run(
      { include: document.body, exclude: STORYBOOK_CHROME },
      { ...a11y.options, ...AXE_PATIENCE, runOnly: { type: 'rule', values: rules } },
    );
    if (result.violations.length > 0) {
      const found = result.violations.map(
        (violation) =>
          `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      throw new Error(`axe found ${found.length} violation(s) in the ${other} theme:\n${found.join('\n')}`);
    }
  } finally {
    root.dataset.theme = rendered;
    still.remove();
  }
};

const preview: Preview = {
  // The last decorator wraps outermost: document first, then i18n around the story.
  decorators: [withI18n, withDocument],
  afterEach: axeInTheOtherTheme,
  initialGlobals: { language: 'en', theme: 'light' },
  globalTypes: {
    language: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /date$/i } },
    // Violations fail the story tests, not only show in the panel.
    a11y: { test: 'error', options: AXE_PATIENCE },
  },
};

export default preview;
