/** `i18next` inside the light entry's graph: the kit's i18n factories are reachable there but never called. */
export function createInstance(): never {
  throw new Error('i18next is not part of the light public entry');
}
export default { createInstance };
