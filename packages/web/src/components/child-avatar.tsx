
const SKIN = ['#f6d7c3', '#eac0a0', '#d69e76', '#b5784f', '#8d5a3a', '#5e3b27'];
const HAIR = ['#2b1d14', '#6b4226', '#b5833f', '#e0c078', '#a33b20'];

/** A small drawn avatar from the child's appearance (skin and hair colour ids). */
export interface AvatarAppearance {
  readonly skin_color?: number | string | null;
  readonly hair_color?: number | string | null;
}

export function ChildAvatar({ child, size = 48 }: { readonly child: AvatarAppearance; readonly size?: number }) {
  const skin = SKIN[Number(child.skin_color ?? 2) - 1] ?? SKIN[1];
  const hair = HAIR[Number(child.hair_color ?? 1) - 1] ?? HAIR[0];
  return (
    <svg className="web-avatar" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="var(--at-color-primary-soft)" />
      <circle cx="24" cy="26" r="13" fill={skin} />
      <path d="M11 24c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7z" fill={hair} />
      <circle cx="19.5" cy="27" r="1.6" fill="#222" />
      <circle cx="28.5" cy="27" r="1.6" fill="#222" />
      <path d="M20 32c2 2 6 2 8 0" stroke="#7a3b2e" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
