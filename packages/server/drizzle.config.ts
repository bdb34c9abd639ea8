import { defineConfig } from 'drizzle-kit';

/** `pnpm exec drizzle-kit generate` writes SQL migrations into ./drizzle from src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
