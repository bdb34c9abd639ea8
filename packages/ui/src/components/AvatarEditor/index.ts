export { Avatar, type AvatarProps } from './Avatar';
export { AvatarEditor, type AvatarEditorProps } from './AvatarEditor';
export {
  EYE_PALETTE,
  eyeStylesFor,
  HAIR_PALETTE,
  hairStylesFor,
  resolveAppearance,
  SKIN_PALETTE,
} from './appearance';
