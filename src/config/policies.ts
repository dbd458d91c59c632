/**
 * The business rules a client can hold the business to (spec §9): settings
 * (src/config/settings/policies.json, described in src/config/schema/policies.ts).
 * The terms, the booking and service pages and the contact page quote them.
 */
import settings from './generated/policies';

export const policies = settings;
