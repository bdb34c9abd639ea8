/**
 * How long the app reuses an answer it already has (core-app.md, "Cached lists"): reference lists for a
 * day and only for the app version that fetched them, content for ten minutes. The web app's query cache
 * reads these; the server knows nothing of them.
 */
import { MS_PER_DAY, MS_PER_MINUTE } from '../calendar/calendar.logic';

/** How long reference data (add-on categories, courses, help cards, plans, ...) stays valid: 24 hours. */
export const REFERENCE_CACHE_MS = MS_PER_DAY;

/** How long content (collections, pieces, tags, recommendations) stays valid: 10 minutes. */
export const CONTENT_CACHE_MS = 10 * MS_PER_MINUTE;
