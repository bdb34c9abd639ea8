import { defineConfig } from 'tsup';

// Several entries with code splitting: `rules` (schemas and pure functions) and `machines` (XState)
// land in separate chunks, so a bundler importing one rule from `@attune/core` never pulls XState in.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    rules: 'src/rules.ts',
    machines: 'src/machines.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: false,
  dts: false,
  target: 'es2022',
});
