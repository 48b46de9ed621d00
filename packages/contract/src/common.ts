import { z } from 'zod';
import { RICH_TEXT_MAX } from './limits.js';

/** Any GUID in a path or payload: 8-4-4-4-12 hex digits. */
export const Guid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a GUID');
export type Guid = z.infer<typeof Guid>;

/** Spec §5: the dashboard pages screen and reset links check the UUID pattern. */
export const isGuid = (value: string): boolean => Guid.safeParse(value).success;

/** The error body every non-2xx JSON answer carries. */
export const ApiError = z.object({
  error: z.enum([
    'bad_request',
    'unauthorized',
    'forbidden',
    'not_found',
    'conflict',
    'payload_too_large',
    'rate_limited',
    'unavailable',
    'internal',
  ]),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;
export type ApiErrorCode = ApiError['error'];

/** The answer of a call that only says it was done (events, reset links). */
export const Ok = z.object({ ok: z.literal(true) });

/** A GUID in a path, query or body: any case accepted, compared in lower case. */
export const GuidParam = Guid.toLowerCase();

/** Required text, trimmed, naming its field in each error. */
export const Trimmed = (field: string, max: number) =>
  z.string().trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

/** Rich text from the composer: HTML, sanitised by the server before it is stored. */
export const RichText = (field: string) => Trimmed(field, RICH_TEXT_MAX);

/** A search in a query string (`?q=`), trimmed; U+0000 is refused in the body's words (PostgreSQL cannot hold it). */
export const SearchText = (field: string) =>
  z
    .string()
    .trim()
    .max(200, `${field} must be at most 200 characters`)
    .refine((value) => !value.includes('\u0000'), `${field} must not contain the NUL character (U+0000)`);

/** `?page=`: which page of a list, 1 first. */
export const PageNumber = z.coerce
  .number()
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100000, 'page must be at most 100000')
  .default(1);

/** The rows a list page holds unless `?pageSize=` asks for fewer (a picker's few suggestions) or more. */
const LIST_PAGE_SIZE = 50;
export const MAX_LIST_PAGE_SIZE = 100;

/** `?pageSize=`: how many rows a page of a list holds. */
export const PageSize = z.coerce
  .number()
  .int('pageSize must be a whole number')
  .min(1, 'pageSize must be 1 or more')
  .max(MAX_LIST_PAGE_SIZE, `pageSize must be at most ${MAX_LIST_PAGE_SIZE}`)
  .default(LIST_PAGE_SIZE);

/** One page of a list: its rows, how many rows the list holds in all, and which page of what size this is. */
export const PageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A moment, as the server writes it: ISO 8601 in UTC (2026-11-28T08:30:00.000Z). In answers only. */
export const DateTime = z.string().meta({ format: 'date-time' });
/** A day of the calendar, as the server writes it: 2026-11-28. In answers only. */
export const CalendarDate = z.string().meta({ format: 'date' });
