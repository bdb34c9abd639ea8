/** The flat subsets of the locale files the light entry's pages use, per language (`scripts/light-entry.ts`). */
declare module 'virtual:attune-light-locales' {
  const locales: Readonly<Record<'en' | 'es', Readonly<Record<string, string>>>>;
  export default locales;
}
