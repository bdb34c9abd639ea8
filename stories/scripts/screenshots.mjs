#!/usr/bin/env node
/**
 * Screenshots of every story of the built Storybook, for a designer's (or an engineer's) eye:
 * 390 px and 1280 px wide, English and Spanish, light and dark.
 *
 *   pnpm build && node scripts/screenshots.mjs [--filter text] [--out dir] [--widths 390,1280]
 *     [--languages en,es] [--themes light,dark]
 *
 * It serves `storybook-static` on 127.0.0.1 (scripts/static-server.mjs), reads `index.json`, and drives
 * Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) through playwright-core; it never
 * downloads a browser. PNGs go to `/work/screenshots/stories` by default (outside the repository),
 * named `<story-id>--<width>-<language>-<theme>.png`. Stories that fail to render are listed at the end
 * and make the exit code 1.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../chromium.shared.mjs';
import { serveStatic } from './static-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, '..', 'storybook-static');

const { values } = parseArgs({
  options: {
    filter: { type: 'string', default: '' },
    out: { type: 'string', default: '/work/screenshots/stories' },
    widths: { type: 'string', default: '390,1280' },
    languages: { type: 'string', default: 'en,es' },
    themes: { type: 'string', default: 'light,dark' },
  },
});

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `pnpm build` in stories first.');
  process.exit(1);
}

const { server, url: base } = await serveStatic(staticDir);

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const filter = values.filter.toLowerCase();
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (filter === '' || entry.id.includes(filter)),
);
const widths = values.widths.split(',').map(Number);
const languages = values.languages.split(',');
const themes = values.themes.split(',');
mkdirSync(values.out, { recursive: true });

// A story's synthetic tap counts as the parent's tap: let videos play with sound.
const browser = await chromium.launch(chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']));

const failures = [];
let taken = 0;

/** Waits until Storybook has rendered `storyId` and run its play function; returns the final phase. */
async function rendered(page, storyId) {
  const handle = await page.waitForFunction(
    (id) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id) return false;
      const p = render.phase;
      return p === 'completed' || p === 'finished' || p === 'errored' || p === 'aborted' ? p : false;
    },
    storyId,
    { timeout: 15_000 },
  );
  return handle.jsonValue();
}

try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } });
    const page = await context.newPage();
    // A failed play function or a render error shows up as a console error; report it with the story.
    let consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text().split('\n')[0]);
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error).split('\n')[0]));
    for (const language of languages) {
      for (const theme of themes) {
        // Load the preview once per language and theme, then switch stories in place (much faster
        // than reloading Storybook for every picture).
        let loaded = false;
        for (const story of stories) {
          const label = `${story.id} (${language}, ${theme}, ${width})`;
          consoleErrors = [];
          try {
            if (!loaded) {
              await page.goto(
                `${base}/iframe.html?id=${story.id}&viewMode=story&globals=language:${language};theme:${theme}`,
                { waitUntil: 'load' },
              );
              loaded = true;
            } else {
              await page.evaluate((storyId) => {
                window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
              }, story.id);
            }
            const phase = await rendered(page, story.id);
            if (phase !== 'completed' && phase !== 'finished') failures.push(`${label}: ${phase}`);
            for (const message of consoleErrors) failures.push(`${label}: ${message}`);
            // Let transitions (dialogs sliding in, toasts) settle before the picture.
            await page.waitForTimeout(250);
            await page.screenshot({
              path: path.join(values.out, `${story.id}--${width}-${language}-${theme}.png`),
              fullPage: true,
            });
            taken += 1;
          } catch (error) {
            failures.push(`${label}: ${String(error).split('\n')[0]}`);
            loaded = false;
          }
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`${taken} screenshots of ${stories.length} stories in ${values.out}`);
if (failures.length > 0) {
  console.error(`Failed:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
