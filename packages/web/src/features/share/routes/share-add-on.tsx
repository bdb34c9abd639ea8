import { useParams } from 'react-router';
import { useSharedCatalogue } from '../api/catalogue';
import { ShareAddOnPage } from '../components/share-add-on-page';

export { sharedCatalogueLoader as loader } from '../api/catalogue';

/** `/s/add-on/{solution}` inside the app (prerendered at build time, then hydrated). */
export function Component() {
  const params = useParams();
  return <ShareAddOnPage name={params.solution} solutions={useSharedCatalogue().solutions} />;
}
