/** A light share page (`/s/add-on/{solution}`): the app's share page, from the catalogue it is given. */
import { ShareAddOnPage } from '../../features/share/components/share-add-on-page';
import { type PageProps, sharedSolutionOf } from '../root';

export default function LightShareAddOn({ path, solutions }: PageProps) {
  return <ShareAddOnPage name={sharedSolutionOf(path) ?? undefined} solutions={solutions} />;
}
