/**
 * The product's flows as XState v5 machines, and the view models that turn their snapshots into what a
 * screen shows. Their I/O is declared as named actors that the caller provides with
 * `machine.provide({ actors: { ... } })`; the core never performs I/O itself.
 *
 * Each `connectX(snapshot, send, props)` (in the style of zag's `connect()`) is pure: from a snapshot and
 * the actor's `send`, it returns values, named commands and prop getters (`getInputProps(index)`), with
 * words as locale keys. A React, Vue or native adapter binds the machine and spreads the result.
 */
export * from './code-entry/code-entry.connect';
export * from './code-entry/code-entry.machine';
export * from './goals/goal-meter.connect';
export * from './prescriptions/prescription-editor.connect';
export * from './prescriptions/prescription-editor.machine';
export * from './purchases/purchase.connect';
export * from './purchases/purchase.machine';
export * from './questionnaires/questionnaire.connect';
export * from './questionnaires/questionnaire.machine';
export * from './sessions/session-actions.connect';
export * from './sessions/session-actions.machine';
export * from './target-recognition/target-recognition.connect';
export * from './target-recognition/target-recognition.machine';
export * from './waitlist/waitlist.connect';
export * from './waitlist/waitlist.machine';
