/**
 * Attune's UI kit: React 19 components and hooks that render the core's rules and machines, the
 * design system (import `@attune/ui/styles.css` once) and the en and es locales. `dom/` holds the
 * framework-free DOM effects (applying the core's focus moves) that another adapter could reuse, also
 * published alone, without React, as `@attune/ui/dom`.
 */

export * from './components';
export * from './dom';
export * from './hooks';
export * from './i18n';
