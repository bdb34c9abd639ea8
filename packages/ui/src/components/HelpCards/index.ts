export { HelpCards, type HelpCardsProps } from './HelpCards';
