export { SessionCard, type SessionCardProps } from './SessionCard';
