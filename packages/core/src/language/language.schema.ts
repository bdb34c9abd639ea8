import * as z from 'zod';

/** A language the app speaks: `en` (English US, the default and fallback) or `es` (Spanish). */
export const LanguageSchema = z.enum(['en', 'es']);
/** A language the app speaks: `en` or `es`. */
export type Language = z.infer<typeof LanguageSchema>;
