import { useEffect, useState } from 'react';

/** Typing waits this long for a pause before a search goes to the server. */
const SEARCH_DEBOUNCE_MS = 250;

/** The value once it has stayed the same for `delayMs`: a search per pause in typing, not per keystroke. */
export function useDebouncedValue<Value>(value: Value, delayMs = SEARCH_DEBOUNCE_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
