/**
 * The content header of the library's pages: back (home from content-home, otherwise one step back),
 * the page's title, when the library was last updated ('Never' when the query cache has no time) and
 * a refresh that reloads the library ignoring the cache (the time then moves to the new answer's).
 */
import { ContentHeader } from '@attune/ui';
import { useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../../config/paths';
import { refreshContentOnNextLoad, useContentData } from '../api/content-data';

/** Props of {@link ContentPageHeader}. */
export interface ContentPageHeaderProps {
  /** The page's title. */
  readonly title: string;
  /** Whether this is the content home (back then goes home). */
  readonly contentHome?: boolean;
}

/** Whether the browser has a step of this app to go back to (React Router counts them in `idx`). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** The content header for one content page (see the module's description). */
export function ContentPageHeader({ title, contentHome = false }: ContentPageHeaderProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { lastUpdated } = useContentData();
  const onBack = () => {
    if (contentHome) void navigate(paths.app.home.getHref());
    else if (canGoBack()) void navigate(-1);
    else void navigate(paths.app.content.getHref());
  };
  const onRefresh = () => {
    refreshContentOnNextLoad();
    void revalidator.revalidate();
  };
  return (
    <ContentHeader
      title={title}
      onBack={onBack}
      lastUpdated={lastUpdated}
      onRefresh={onRefresh}
      refreshing={revalidator.state === 'loading'}
    />
  );
}
