export { Menu, type MenuEntry, type MenuProps } from './Menu';
