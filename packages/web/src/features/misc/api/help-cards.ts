import type { HelpCard } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

/** The how-to-help cards (`GET help_cards`), cached by the client as reference data. */
export const fetchHelpCards = (): Promise<HelpCard[]> => call((api) => api.listHelpCards());
