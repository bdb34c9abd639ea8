/** A piece in a list: its picture, kind, title, summary, unread dot and the Save toggle. */
import { type ContentPiece, pieceState, translatedField } from '@attune/core/rules';
import { Button, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentStore } from './content-store';

export function PieceCard({ piece }: { readonly piece: ContentPiece }) {
  const { t, i18n } = useTranslation();
  const { userPieces } = useContentStore();
  const state = pieceState(piece, userPieces);
  const name = translatedField(piece, 'name', i18n.language) ?? piece.name;
  return (
    <Card render={<article />} className="web-piece-card">
      {piece.image_url ? (
        <img className="web-piece-card__image" src={piece.image_url} alt="" loading="lazy" />
      ) : null}
      <div className="web-piece-card__text">
        <p className="web-piece-card__meta">
          <span>{t(`content.kinds.${piece.kind}`, { defaultValue: piece.kind })}</span>
          {state.viewed ? null : <span className="web-badge web-piece-card__new">{t('content.new')}</span>}
        </p>
        <h3 className="web-piece-card__title">
          <Link to={paths.app.content.piece.getHref(piece.id)}>{name}</Link>
        </h3>
        <p className="web-muted">{translatedField(piece, 'summary', i18n.language)}</p>
        <SaveButton pieceId={piece.id} saved={state.saved} name={name} />
      </div>
    </Card>
  );
}

/** Save / Saved (a toggle: `aria-pressed`), changed optimistically. */
export function SaveButton({
  pieceId,
  saved,
  name,
}: {
  readonly pieceId: number;
  readonly saved: boolean;
  readonly name: string;
}) {
  const { t } = useTranslation();
  const { changePiece } = useContentStore();
  return (
    <Button
      variant={saved ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={saved}
      aria-label={t(saved ? 'content.savedNamed' : 'content.saveNamed', { name })}
      onClick={() => changePiece(pieceId, { saved: !saved })}
    >
      {t(saved ? 'content.saved' : 'content.save')}
    </Button>
  );
}

/** A list of pieces (or the words for none). */
export function PieceList({
  pieces,
  empty,
}: {
  readonly pieces: readonly ContentPiece[];
  readonly empty: string;
}) {
  if (pieces.length === 0) return <p className="web-muted">{empty}</p>;
  return (
    <ul className="web-grid web-piece-grid">
      {pieces.map((piece) => (
        <li key={piece.id}>
          <PieceCard piece={piece} />
        </li>
      ))}
    </ul>
  );
}
