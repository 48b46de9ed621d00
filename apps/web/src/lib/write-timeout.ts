/**
 * How long a write waits for its answer. Longer than the reads' time-out (spec §9, for the client screens): a write
 * that times out may still be saved on the server, and retrying it would save it twice.
 */
export const WRITE_TIMEOUT_MS = 20_000;
