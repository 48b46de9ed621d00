/**
 * The longest text, in characters, each field people write may hold: the API's schemas, the screens' forms and the
 * admin import all check these. Plain constants with no zod, so a form can use them without loading the schemas.
 */

/** A person's first or last name. */
export const PERSON_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PROJECT_NAME_MAX = 200;
export const DASHBOARD_PAGE_TITLE_MAX = 200;
/** A ticket's title (its `name`). */
export const TICKET_NAME_MAX = 500;
/** Rich text as it is sent (a ticket's description, an update, a report's field), before the server sanitises it. */
export const RICH_TEXT_MAX = 50_000;
/** A Site Care schedule's domain name, as DNS allows. */
export const DOMAIN_NAME_MAX = 253;
/** A report's CMS core version and its update note. */
export const REPORT_SHORT_TEXT_MAX = 100;
export const MONITOR_KEYWORD_MAX = 200;
