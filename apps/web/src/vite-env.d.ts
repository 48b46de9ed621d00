/// <reference types="vite/client" />

declare const __AUTH_SITE_KEY__: string;
declare const __EVENTS_SITE_KEY__: string;
declare const __API_HOST__: string;
declare const __FETCH_TIMEOUT_MS__: number;

interface Window {
  __PORTAL_CONFIG__?: Partial<import('@client-portal/contract').PortalConfig>;
}
