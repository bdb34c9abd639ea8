/**
 * The UI kit's phone field, loaded on its own (`React.lazy`): its phone metadata (libphonenumber) is not
 * part of a page's first load. A prerendered page leaves it to the browser (the country names come from
 * the browser's `Intl`, which the build machine would spell differently): it appears once hydrated.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/hydrated';
import type { PhoneFieldProps } from './phone-field.impl';

const Impl = lazy(() => import('./phone-field.impl').then((m) => ({ default: m.PhoneField })));

export function LazyPhoneField(props: PhoneFieldProps) {
  const placeholder = <div className="web-phone-placeholder" />;
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Impl {...props} />
    </Suspense>
  );
}
