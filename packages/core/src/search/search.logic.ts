/**
 * Rules of the search box's history.
 */

/** How many past searches are kept. */
export const SEARCH_HISTORY_LIMIT = 5;

/**
 * Adds a search to the history: the term is trimmed and put first; an earlier search for the same term
 * (compared without regard to case) moves to the front with the new spelling instead of appearing
 * twice; at most five searches are kept, newest first. A blank term leaves the history unchanged.
 */
export function pushSearchHistory(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  const kept = history.map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (trimmed === '') return dedupe(kept).slice(0, SEARCH_HISTORY_LIMIT);
  const key = trimmed.toLowerCase();
  return dedupe([trimmed, ...kept.filter((entry) => entry.toLowerCase() !== key)]).slice(
    0,
    SEARCH_HISTORY_LIMIT,
  );
}

function dedupe(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
