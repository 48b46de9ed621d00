/** A file goes up or comes down over a slow connection too: far longer than a JSON call may take. */
export const TRANSFER_TIMEOUT_MS = 10 * 60_000;
