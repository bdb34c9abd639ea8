import { describe, expect, it } from 'vitest';
import { loadI18n, switchLanguage } from './lazy';

describe('loadI18n', () => {
  it('starts in English without the Spanish texts, and fetches them on switching', async () => {
    const i18n = await loadI18n();
    expect(i18n.t('share.copied')).toBe('Copied to Clipboard');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    await switchLanguage(i18n, 'es');
    expect(i18n.t('share.copied')).toBe('Copiado al portapapeles');
  });

  it('starts in Spanish with its texts ready', async () => {
    const i18n = await loadI18n({ language: 'es' });
    expect(i18n.t('goal.achieved')).toBe('¡Meta alcanzada!');
  });
});
