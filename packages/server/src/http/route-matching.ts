/**
 * The app's one router: Hono's TrieRouter (the contract's paths, `users/me` beside `users/:id`, are more
 * than Hono's RegExpRouter takes, so Hono's default router falls back to it anyway), with what it answers
 * for a fixed path (one without a parameter or a wildcard: `/v1/users/me`, `/v1/child_activity_plans`)
 * worked out once per method and kept: the same routes, in the same order, with the same parameters, as
 * the trie would find again at every call. Any other path is looked up in the trie each time, and adding
 * a route forgets what was kept.
 */
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Whether a route's path names no parameter, wildcard or optional part: one path only. */
const isFixed = (path: string): boolean => !/[:*?{]/.test(path);

/** A TrieRouter keeping its answers for the registered fixed paths (see the module's comment). */
export class FixedPathsRouter<T> implements Router<T> {
  readonly name = 'FixedPathsRouter';
  readonly #trie = new TrieRouter<T>();
  /** The registered fixed paths. */
  readonly #fixed = new Set<string>();
  /** Method -> fixed path -> the trie's answer. */
  #kept = new Map<string, Map<string, Result<T>>>();

  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
    if (isFixed(path)) this.#fixed.add(path);
    this.#kept = new Map();
  }

  match(method: string, path: string): Result<T> {
    let byPath = this.#kept.get(method);
    const kept = byPath?.get(path);
    if (kept) return kept;
    const result = this.#trie.match(method, path);
    // Only the registered fixed paths are kept: a bounded set, whatever paths callers send.
    if (this.#fixed.has(path)) {
      if (!byPath) {
        byPath = new Map();
        this.#kept.set(method, byPath);
      }
      byPath.set(path, result);
    }
    return result;
  }
}
