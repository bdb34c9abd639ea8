/**
 * Explore: a search (run 1 s after the last keystroke, core's `CONTENT_SEARCH_DEBOUNCE_MS`; Enter runs it
 * at once) with the last five searches (core's `pushSearchHistory`, kept on this device), then the
 * collections with their unread counts and the tags.
 */

import {
  CONTENT_SEARCH_DEBOUNCE_MS,
  type Collection,
  type ContentPiece,
  pushSearchHistory,
  translatedField,
  unreadCount,
} from '@attune/core/rules';
import { Button, Card, TextField } from '@attune/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { appErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { type ContentLibrary, searchContent } from '../api/content-data';
import { useContentStore } from './content-store';
import { PieceList } from './piece-card';

const HISTORY_KEY = 'attune.contentSearchHistory';

function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? pushSearchHistory(
          parsed.filter((e): e is string => typeof e === 'string'),
          '',
        )
      : [];
  } catch {
    return [];
  }
}
function storeHistory(history: readonly string[]) {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // private mode: the history lasts as long as the page
  }
}

type Results = {
  readonly term: string;
  readonly pieces: readonly ContentPiece[];
  readonly collections: readonly Collection[];
};

export function ExploreTab({ library }: { readonly library: ContentLibrary }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [history, setHistory] = useState<string[]>(readHistory);
  const [results, setResults] = useState<Results | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = (raw: string) => {
    const search = raw.trim();
    controller.current?.abort();
    if (search === '') {
      setResults(null);
      return;
    }
    const next = pushSearchHistory(history, search);
    setHistory(next);
    storeHistory(next);
    const abort = new AbortController();
    controller.current = abort;
    searchContent(search, abort.signal).then(
      (found) => {
        setFailed(null);
        setResults({ term: search, ...found });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(errorText(appErrorOf(error)) ?? t('errors.somethingWentWrong'));
      },
    );
  };

  // The search runs once typing has paused for a second.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed term restarts the wait
  useEffect(() => {
    if (term.trim() === '' || term.trim() === results?.term) return;
    const timer = setTimeout(() => run(term), CONTENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  useEffect(() => () => controller.current?.abort(), []);

  return (
    <div className="web-stack">
      <search>
        <form
          className="web-content__search"
          onSubmit={(event) => {
            event.preventDefault();
            run(term);
          }}
        >
          <TextField
            id={inputId}
            label={t('content.search.label')}
            type="search"
            value={term}
            maxLength={100}
            onValueChange={setTerm}
            placeholder={t('content.search.placeholder')}
          />
        </form>
      </search>
      {history.length > 0 ? (
        <section aria-labelledby={`${inputId}-history`}>
          <h2 id={`${inputId}-history`} className="web-h3">
            {t('content.search.history')}
          </h2>
          <ul className="web-chips">
            {history.map((entry) => (
              <li key={entry}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setTerm(entry);
                    run(entry);
                  }}
                >
                  {entry}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {failed ? <p role="alert">{failed}</p> : null}
      {results ? (
        <section aria-labelledby={`${inputId}-results`} aria-live="polite">
          <h2 id={`${inputId}-results`} className="web-h3">
            {t('content.search.results', { term: results.term })}
          </h2>
          {results.collections.length > 0 ? (
            <CollectionList collections={results.collections} library={library} />
          ) : null}
          <PieceList pieces={results.pieces} empty={t('content.search.none', { term: results.term })} />
        </section>
      ) : (
        <>
          <section aria-labelledby={`${inputId}-collections`}>
            <h2 id={`${inputId}-collections`} className="web-h3">
              {t('content.collections')}
            </h2>
            <CollectionList collections={library.collections} library={library} />
          </section>
          <section aria-labelledby={`${inputId}-tags`}>
            <h2 id={`${inputId}-tags`} className="web-h3">
              {t('content.tags')}
            </h2>
            <TagList
              library={library}
              onPick={(name) => {
                setTerm(name);
                run(name);
              }}
            />
          </section>
        </>
      )}
    </div>
  );
}

/** Collections with their unread counts (core's `unreadCount`, from the family's own user pieces). */
export function CollectionList({
  collections,
  library,
}: {
  readonly collections: readonly Collection[];
  readonly library: ContentLibrary;
}) {
  const { t, i18n } = useTranslation();
  const { userPieces } = useContentStore();
  return (
    <ul className="web-grid web-collection-grid">
      {collections.map((collection) => {
        const unread = unreadCount(collection.id, library.pieces, userPieces);
        return (
          <li key={collection.id}>
            <Card
              render={<Link to={paths.app.content.collection.getHref(collection.id)} />}
              className="web-collection-card"
            >
              <span className="web-collection-card__name">
                {translatedField(collection, 'name', i18n.language)}
              </span>
              <span className="web-muted">{translatedField(collection, 'description', i18n.language)}</span>
              {unread > 0 ? (
                <span className="web-badge web-collection-card__unread">
                  {t('content.unread', { count: unread })}
                </span>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function TagList({
  library,
  onPick,
}: {
  readonly library: ContentLibrary;
  readonly onPick: (name: string) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <ul className="web-chips">
      {library.tags.map((tag) => {
        const name = translatedField(tag, 'name', i18n.language) ?? tag.name;
        return (
          <li key={tag.id}>
            <Button variant="secondary" size="sm" onClick={() => onPick(name)}>
              {name}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
