import '@attune/ui/styles.css';
import { I18nProvider, type Language } from '@attune/ui';
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

const preview: Preview = {
  // The last decorator wraps outermost: document first, then i18n around the story.
  decorators: [withI18n, withDocument],
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
    a11y: { test: 'error' },
  },
};

export default preview;
