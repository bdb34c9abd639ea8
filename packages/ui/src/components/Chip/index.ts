export { Chip, ChipLink, type ChipLinkProps, type ChipProps } from './Chip';
