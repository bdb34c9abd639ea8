// @vitest-environment jsdom
/**
 * The texts of a page reached from a prerendered one: its locale file may arrive after the page rendered
 * (showing text keys) and before react-i18next subscribed it (in an effect). Here the file is added in a
 * layout effect, which runs exactly in that gap, so the outcome does not depend on timing.
 */
import i18next from 'i18next';
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addWholeTexts, TextsAdded } from './i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let count = 0;
/** A fresh key per test, so one test's added text does not answer the next. */
const freshKey = () => `journey.test${++count}`;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: {} } },
    react: { bindI18nStore: 'added' },
  });
});

function SignUpTitle({ textKey }: { readonly textKey: string }) {
  const { t } = useTranslation();
  return <h1>{t(textKey)}</h1>;
}

/** The locale file arriving after the page's render and before its effects. */
function FileArrives({ textKey }: { readonly textKey: string }) {
  useLayoutEffect(() => {
    const [group, name] = textKey.split('.') as [string, string];
    addWholeTexts('en', { [group]: { [name]: 'Create your account' } });
  }, [textKey]);
  return null;
}

let root: Root | null = null;
let container: HTMLElement | null = null;

function mount(node: React.ReactNode): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(node));
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
});

describe('TextsAdded', () => {
  it('shows the texts of a file that arrived between a page render and its subscription', () => {
    const key = freshKey();
    const page = mount(
      <>
        <SignUpTitle textKey={key} />
        <FileArrives textKey={key} />
        <TextsAdded />
      </>,
    );
    expect(page.querySelector('h1')?.textContent).toBe('Create your account');
  });

  it('is what fixes it: without it the page keeps the text key', () => {
    const key = freshKey();
    const page = mount(
      <>
        <SignUpTitle textKey={key} />
        <FileArrives textKey={key} />
      </>,
    );
    expect(page.querySelector('h1')?.textContent).toBe(key);
  });
});
