export { GoalProgress, type GoalProgressProps } from './GoalProgress';
