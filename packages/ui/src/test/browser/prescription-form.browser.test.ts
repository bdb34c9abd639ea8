// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../../chromium.shared.mjs';

// A real browser is needed here: the bug was a click lost because the checkbox moved between the press
// and the release (layout), which jsdom cannot show.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./prescription-form.entry.tsx', import.meta.url))],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    conditions: ['@attune/source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = (extension: string) =>
    bundle.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await (await browser.newContext()).newPage();
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>${text('.css')}</style></head>` +
      `<body><div id="root"></div><script type="module">${text('.js').replaceAll('</script', '<\\/script')}</script></body></html>`,
  );
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('PrescriptionEditor in Chromium', () => {
  it('ticks a time of day clicked right after typing a future start date, then shows the date problem', async () => {
    await page.getByRole('button', { name: 'Add Prescription' }).click();
    await page.getByLabel(/^Start date/).fill('2999-01-01');
    const morning = page.getByLabel('Morning');
    // Playwright presses and releases at the same point, as a parent's mouse does; `check` throws if
    // the click does not change the checkbox.
    await morning.check({ timeout: 5000 });
    expect(await morning.isChecked()).toBe(true);
    await page.getByText("The start date can't be in the future.").waitFor({ timeout: 5000 });
    await page.getByLabel(/^Start date/).fill('2025-10-01');
    await page.getByLabel('Evening').check({ timeout: 5000 });
    expect(await morning.isChecked()).toBe(true);
    expect(await page.getByText("The start date can't be in the future.").count()).toBe(0);
  });
});
