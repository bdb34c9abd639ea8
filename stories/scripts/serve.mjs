#!/usr/bin/env node
/** Opens the built Storybook: `pnpm build && pnpm serve`, then browse http://127.0.0.1:6006 (PORT to change). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './static-server.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'storybook-static');
const { url } = await serveStatic(dir, Number(process.env.PORT ?? 6006));
console.log(`Storybook: ${url}`);
