/**
 * `@attune/ui/styles.css` is the design system's stylesheet, imported for its side effect
 * (`import '@attune/ui/styles.css'`). It exports nothing; this declaration lets a TypeScript project
 * resolve the import under every module resolution (node16, nodenext, bundler), including with
 * `noUncheckedSideEffectImports`.
 */
export {};
