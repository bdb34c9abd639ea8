/**
 * A piece (`/app/content/piece/{piece_id}`): title, picture or video, the markdown body, tags and
 * collections, Save. Opening it marks it viewed (optimistically and quietly: a failure only leaves it
 * unread). Coming back to it (browser back) returns to where the parent had scrolled.
 */
import { pieceState, translatedField } from '@attune/core/rules';
import { Chip } from '@attune/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigationType, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { VideoPlayer } from '../../../components/video-player';
import { paths } from '../../../config/paths';
import { useContentData } from '../api/content-data';
import { ContentPageHeader } from '../components/content-page-header';
import { useContentStore } from '../components/content-store';
import { PieceBody } from '../components/piece-body';
import { SaveButton } from '../components/piece-card';

const scrollKey = (pieceId: number) => `attune.pieceScroll.${pieceId}`;

/** Keeps the page's scroll position per piece, and puts it back when the parent returns (POP). */
function useKeptScroll(pieceId: number, ready: boolean) {
  const navigationType = useNavigationType();
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (navigationType !== 'POP') return;
    const saved = Number(sessionStorage.getItem(scrollKey(pieceId)) ?? '0');
    if (saved > 0) window.scrollTo(0, saved);
  }, [pieceId, ready, navigationType]);
  useEffect(() => {
    const remember = () => {
      try {
        sessionStorage.setItem(scrollKey(pieceId), String(Math.round(window.scrollY)));
      } catch {
        // private mode: the position is not kept
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [pieceId]);
}

export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const pieceId = Number(params.piece_id);
  const { library } = useContentData();
  const { userPieces, changePiece } = useContentStore();
  const piece = library?.pieces.find((entry) => entry.id === pieceId);
  const state = piece ? pieceState(piece, userPieces) : null;
  useKeptScroll(pieceId, piece !== undefined);
  // Opening a piece marks it viewed, once.
  const marked = useRef(false);
  useEffect(() => {
    if (!piece || !state || state.viewed || marked.current) return;
    marked.current = true;
    changePiece(piece.id, { viewed: true }, { quiet: true });
  }, [piece, state, changePiece]);
  if (!library) return null;
  if (!piece || !state) {
    return (
      <>
        <BackButton />
        <p role="alert">{t('errors.noUserPieceFound')}</p>
      </>
    );
  }
  const name = translatedField(piece, 'name', i18n.language) ?? piece.name;
  const body = translatedField(piece, 'body', i18n.language);
  return (
    <article className="web-piece">
      <ContentPageHeader title={name} />
      <p className="web-piece__kind">{t(`content.kinds.${piece.kind}`, { defaultValue: piece.kind })}</p>
      <p className="web-lead">{translatedField(piece, 'summary', i18n.language)}</p>
      <SaveButton pieceId={piece.id} saved={state.saved} name={name} />
      {piece.video_url ? (
        <VideoPlayer
          className="web-piece__media"
          src={piece.video_url}
          poster={piece.image_url ?? undefined}
          label={t('course.video', { title: name })}
        />
      ) : piece.image_url ? (
        <img className="web-piece__media" src={piece.image_url} alt="" />
      ) : null}
      {body ? <PieceBody markdown={body} /> : null}
      {piece.tags.length > 0 ? (
        <section aria-label={t('content.tags')}>
          <ul className="web-chips">
            {piece.tags.map((tag) => (
              <li key={tag.id}>
                <Chip>{translatedField(tag, 'name', i18n.language)}</Chip>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {piece.collections.length > 0 ? (
        <p className="web-muted">
          {t('content.inCollections')}{' '}
          {piece.collections.map((collection, index) => (
            <span key={collection.id}>
              {index > 0 ? ', ' : null}
              <Link to={paths.app.content.collection.getHref(collection.id)}>
                {translatedField(collection, 'name', i18n.language)}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
