/**
 * The family's calendar day (`YYYY-MM-DD`) in the browser's time zone: the day the timeline, session
 * cards and date limits treat as today.
 */
export function today(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
