// Merges the web app's page texts (scripts/web-locales.json) into packages/ui's locale files, touching only
// the web engineer's namespaces (see /work/notes/ui-ready.md). Run: node packages/web/scripts/merge-locales.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const web = JSON.parse(readFileSync(join(here, 'web-locales.json'), 'utf8'));
const OWNED = [
  'pages',
  'nav',
  'auth',
  'settings',
  'timeline',
  'child',
  'plan',
  'course',
  'content',
  'help',
  'onboarding',
  'clinical',
  'legal',
  'questionnaire',
  'insights',
];
for (const language of ['en', 'es']) {
  const file = join(here, '../../ui/src/locales', `${language}.json`);
  const locale = JSON.parse(readFileSync(file, 'utf8'));
  for (const [namespace, value] of Object.entries(web[language])) {
    if (!OWNED.includes(namespace)) throw new Error(`${namespace} is not a web namespace`);
    locale[namespace] = value;
  }
  writeFileSync(file, `${JSON.stringify(locale, null, 2)}\n`);
}
console.log('merged web namespaces into packages/ui/src/locales/{en,es}.json');
