import { useParams } from 'react-router';
import { AddOnsView } from '../components/add-ons-view';

export function Component() {
  const params = useParams();
  return <AddOnsView category={params.category ?? null} />;
}
