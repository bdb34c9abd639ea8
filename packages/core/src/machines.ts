/**
 * The product's flows as XState v5 machines. Their I/O is declared as named actors that the caller
 * provides with `machine.provide({ actors: { ... } })`; the core never performs I/O itself.
 */
export * from './code-entry/code-entry.machine';
export * from './prescriptions/prescription-editor.machine';
export * from './purchases/purchase.machine';
export * from './sessions/session-actions.machine';
export * from './waitlist/waitlist.machine';
