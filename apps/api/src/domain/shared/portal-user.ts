/**
 * The portal itself, as the author of what it writes on its own (the tickets outages open): an account that cannot
 * sign in (disabled, no password) and that no staff list shows.
 */
export const PORTAL_USER_GUID = 'c0de0000-0000-4000-8000-00000000a1e7';
