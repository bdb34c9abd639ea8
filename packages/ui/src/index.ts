/**
 * Attune's UI kit: React 19 components and hooks that render the core's rules and machines, the
 * design system (import `@attune/ui/styles.css` once) and the en and es locales.
 */

export * from './components';
export * from './hooks';
export * from './i18n';
