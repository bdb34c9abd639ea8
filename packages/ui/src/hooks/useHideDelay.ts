import { useEffect, useState } from 'react';

/** How long the loading indicator stays after loading ends, in milliseconds. */
export const LOADING_HIDE_DELAY_MS = 300;

/**
 * Whether a loading indicator shows: at once when loading starts, and until `delay` ms (300 by default)
 * after it ends, so quick reloads do not flicker.
 */
export function useHideDelay(loading: boolean, delay = LOADING_HIDE_DELAY_MS): boolean {
  const [visible, setVisible] = useState(loading);
  useEffect(() => {
    if (loading) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), delay);
    return () => clearTimeout(timer);
  }, [loading, delay]);
  return visible;
}
