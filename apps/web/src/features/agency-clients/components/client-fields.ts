import { z } from 'zod';

/** The name and email fields of "New client" and the edit form, with messages for people (the API's name fields). */
export const ClientFields = z.object({
  firstName: z.string().trim().min(1, 'Enter a first name.').max(100, 'The first name must be at most 100 characters.'),
  lastName: z.string().trim().min(1, 'Enter a last name.').max(100, 'The last name must be at most 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter an email address.')
    .max(254, 'The email address must be at most 254 characters.')
    .pipe(z.email('Enter a valid email address.')),
});
export type ClientFieldValues = z.input<typeof ClientFields>;
