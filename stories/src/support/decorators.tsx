import type { Decorator } from '@storybook/react-vite';

/** Lays a story out in a column as wide as the app's content (a phone is narrower anyway). */
export const inColumn =
  (maxWidth = 640): Decorator =>
  (Story) => (
    <div style={{ maxWidth, marginInline: 'auto' }}>
      <Story />
    </div>
  );

/**
 * Gives a dialog story room: native modal dialogs sit in the top layer, so the story's canvas must be
 * tall enough for the screenshot to show the whole dialog.
 */
export const tallCanvas: Decorator = (Story) => (
  <div style={{ minHeight: 640 }}>
    <Story />
  </div>
);
