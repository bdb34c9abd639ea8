/**
 * `@attune/ui/dom`: the UI kit's framework-free DOM effects, with neither React nor the components:
 * `applyFocusMove` applies the core's focus moves (`FocusMove`) to the page, for any adapter.
 */
export * from './focus';
