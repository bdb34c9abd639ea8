import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // `dom/index` = `@attune/ui/dom`: the framework-free DOM effects (applying the core's focus moves),
    // for an adapter without React; it imports neither React nor the components. Shared code goes to chunks.
    entry: { index: 'src/index.ts', 'dom/index': 'src/dom/index.ts' },
    format: ['esm'],
    splitting: true,
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
