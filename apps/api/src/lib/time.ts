/** Timestamps are stored as ISO 8601 UTC text (see db/schema.ts). */
export const nowIso = (): string => new Date().toISOString();

/** Normalises any ISO 8601 input to the stored UTC form; undefined when it is not a date. */
export function toIso(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
