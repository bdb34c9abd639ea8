export {
  UserMenu,
  type UserMenuDestination,
  type UserMenuFacts,
  type UserMenuItem,
  type UserMenuProps,
  userMenuItems,
} from './UserMenu';
