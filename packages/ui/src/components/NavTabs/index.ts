export { NavTab, type NavTabProps, NavTabs, type NavTabsProps } from './NavTabs';
