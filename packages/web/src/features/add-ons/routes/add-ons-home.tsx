import { AddOnsView } from '../components/add-ons-view';

export function Component() {
  return <AddOnsView category={null} />;
}
