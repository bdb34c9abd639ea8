/** The light landing page (`/`): the app's landing route. */
import { Component as Landing } from '../../features/misc/routes/landing';

export default function LightLanding() {
  return <Landing />;
}
