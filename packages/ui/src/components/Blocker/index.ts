export { Blocker, type BlockerKind, type BlockerProps } from './Blocker';
