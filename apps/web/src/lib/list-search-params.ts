/** A list's query as a URL's search (`?q=…&page=2`), leaving out what is not set; empty when nothing is. */
export function listSearchParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
