export { DashboardHeader, type DashboardHeaderProps, Logo } from './DashboardHeader';
