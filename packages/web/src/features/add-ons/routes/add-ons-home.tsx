import { AddOnsView } from '../components/add-ons-view';

export { addOnsLoader as loader } from '../api/add-ons';

/** `child/:child_id/add-ons` and `add-ons/:solution`: every add-on, an opened one on top. */
export function Component() {
  return <AddOnsView category={null} />;
}
