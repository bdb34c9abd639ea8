/**
 * Screenshots of the pages a parent uses, at 390 px and 1280 px, in English and Spanish, light and dark,
 * into /work/screenshots/web (outside the repo). Needs a running server with the built app:
 *   ATTUNE_URL=http://127.0.0.1:3000 node --conditions=@attune/source --import tsx scripts/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { launchChromium, logInAsDemo } from '../e2e/harness';

const url = process.env.ATTUNE_URL ?? 'http://127.0.0.1:3000';
const out = process.env.SCREENSHOTS_DIR ?? '/work/screenshots/web';
const only = process.env.ONLY?.split(',');
mkdirSync(out, { recursive: true });

const PUBLIC = [
  ['landing', '/'],
  ['login', '/login'],
  ['signup', '/signup'],
  ['share-add-on', '/s/add-on/sleep'],
  ['not-found', '/nowhere'],
] as const;
const PRIVATE = [
  ['home', '/app'],
  ['add-child', '/app/add-child'],
  ['child-timeline', '/app/child/1'],
  ['child-scores', '/app/child/1/scores'],
  ['child-tools', '/app/child/1/tools'],
  ['plan', '/app/child/1/plan/1'],
  ['session', '/app/child/1/plan/1/session/3'],
  ['item', '/app/child/1/plan/1/session/3/item/1'],
  ['prescriptions', '/app/child/1/settings/prescriptions'],
  ['child-profile', '/app/child/1/settings/edit-profile'],
  ['add-ons', '/app/child/1/add-ons'],
  ['add-on-expanded', '/app/child/1/add-ons/sleep'],
  ['settings', '/app/settings/account'],
  ['settings-notifications', '/app/settings/notifications'],
  ['notifications', '/app/notifications'],
  ['help-faqs', '/app/help/faqs'],
  ['collaborators', '/app/child/1/collaborators'],
  ['tool-sleep', '/app/child/1/tool/sleep'],
] as const;

const browser = await launchChromium();
for (const width of [390, 1280]) {
  for (const language of ['en', 'es']) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: { width, height: width === 390 ? 844 : 900 },
        colorScheme: theme === 'dark' ? 'dark' : 'light',
        deviceScaleFactor: 1,
      });
      await context.addInitScript(
        `try { localStorage.setItem('attune.cookiesAcknowledged', 'true'); } catch {}`,
      );
      const page = await context.newPage();
      const shoot = async (name: string, path: string) => {
        if (only && !only.includes(name)) return;
        const sep = path.includes('?') ? '&' : '?';
        await page.goto(`${url}${path}${sep}lang=${language}&theme=${theme}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${out}/${name}-${width}-${language}-${theme}.png`, fullPage: true });
      };
      for (const [name, path] of PUBLIC) await shoot(name, path);
      // the session is an HttpOnly cookie: log in through the page, as a parent does
      if (!only || PRIVATE.some(([name]) => only.includes(name))) await logInAsDemo(page);
      for (const [name, path] of PRIVATE) await shoot(name, path);
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
