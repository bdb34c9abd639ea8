#!/usr/bin/env node
/**
 * Tiles screenshots into one PNG for a quick review of many states at once:
 *   node scripts/contact-sheet.mjs <filter> [--dir /work/screenshots/stories] [--out sheet.png] [--width 240]
 * Every PNG whose name contains <filter> is shown with its name under it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../chromium.shared.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: '/work/screenshots/stories' },
    out: { type: 'string', default: '/work/screenshots/sheet.png' },
    width: { type: 'string', default: '240' },
    columns: { type: 'string', default: '4' },
  },
});
const filter = positionals[0] ?? '';
const files = readdirSync(values.dir)
  .filter((name) => name.endsWith('.png') && name.includes(filter))
  .sort();
const tiles = files
  .map((name) => {
    const data = readFileSync(path.join(values.dir, name)).toString('base64');
    return `<figure><img src="data:image/png;base64,${data}"><figcaption>${name.replace('.png', '')}</figcaption></figure>`;
  })
  .join('');
const html = `<style>body{margin:8px;font:11px sans-serif;display:grid;grid-template-columns:repeat(${values.columns},${values.width}px);gap:8px;align-items:start;background:#888}
figure{margin:0;background:#fff}img{width:100%;display:block;max-height:${Number(values.width) * 3}px;object-fit:cover;object-position:top}figcaption{padding:2px;word-break:break-all}</style>${tiles}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await (await browser.newContext({ viewport: { width: 100, height: 100 } })).newPage();
await page.setViewportSize({ width: Number(values.columns) * (Number(values.width) + 8) + 16, height: 400 });
await page.setContent(html);
await page.screenshot({ path: values.out, fullPage: true });
await browser.close();
console.log(`${files.length} screenshots in ${values.out}`);
