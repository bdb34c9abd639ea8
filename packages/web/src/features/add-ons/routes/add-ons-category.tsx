import { useParams } from 'react-router';
import { AddOnsView } from '../components/add-ons-view';

export { addOnsLoader as loader } from '../api/add-ons';

/** `child/:child_id/add-ons/category/:category`: the add-ons of one category. */
export function Component() {
  const params = useParams();
  return <AddOnsView category={params.category ?? null} />;
}
