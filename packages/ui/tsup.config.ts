import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    sourcemap: true,
    clean: false,
    dts: false,
    target: 'es2022',
  },
  {
    // The design system, bundled (its @imports inlined) into dist/index.css = `@attune/ui/styles.css`.
    entry: { index: 'src/styles/index.css' },
    clean: false,
    dts: false,
    loader: { '.css': 'css' },
  },
]);
