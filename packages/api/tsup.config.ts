import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'openapi/index': 'src/openapi/index.ts',
    'mock-api/index': 'src/mock-api/index.ts',
  },
  format: ['esm'],
  splitting: true,
  sourcemap: true,
  clean: false,
  dts: false,
  target: 'es2022',
});
