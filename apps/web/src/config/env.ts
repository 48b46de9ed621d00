/** Build-time settings (see vite.config.ts). */
export const env = {
  authSiteKey: __AUTH_SITE_KEY__,
  eventsSiteKey: __EVENTS_SITE_KEY__,
  /** Empty: same origin as the SPA. */
  apiHost: __API_HOST__,
  /** Spec §9: the fetch wrapper aborts after 1800 ms by default. */
  fetchTimeoutMs: __FETCH_TIMEOUT_MS__,
};
