export { CourseHeader, type CourseHeaderProps } from './CourseHeader';
