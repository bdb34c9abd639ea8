/**
 * The UI kit's phone field, loaded on its own (`React.lazy`): its phone metadata (libphonenumber) is not
 * part of a page's first load. A prerendered page leaves it to the browser (the country names come from
 * the browser's `Intl`, which the build machine would spell differently): it appears once hydrated, and
 * with `afterIntent` (the sign-up form) only once the visitor shows a sign of life (moves the pointer,
 * touches, presses a key or moves the focus), so a page that is only looked at does not parse the phone
 * metadata. Until then its place shows the field's outline (its label and two empty boxes, hidden from
 * assistive technology and inert), so the form does not show a gap and nothing moves when it arrives.
 */
import { PhoneFieldPlaceholder } from '@attune/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../lib/hydrated';
import type { PhoneFieldProps } from './phone-field.impl';

const Impl = lazy(() => import('./phone-field.impl').then((m) => ({ default: m.PhoneField })));

const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
let intended = false;

/** Whether the visitor has moved, touched, typed or focused anything on this page yet. */
function useIntent(skip: boolean): boolean {
  const [intent, setIntent] = useState(skip || intended);
  useEffect(() => {
    if (intent) return;
    const on = () => {
      intended = true;
      setIntent(true);
    };
    for (const type of INTENT) document.addEventListener(type, on, { capture: true, passive: true });
    return () => {
      for (const type of INTENT) document.removeEventListener(type, on, { capture: true });
    };
  }, [intent]);
  return intent;
}

export function LazyPhoneField({
  afterIntent = false,
  ...props
}: PhoneFieldProps & { readonly afterIntent?: boolean }) {
  const placeholder = <PhoneFieldPlaceholder label={props.label} />;
  const hydrated = useHydrated();
  const intent = useIntent(!afterIntent);
  if (!hydrated || !intent) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Impl {...props} />
    </Suspense>
  );
}
