/** A round badge with the first letters of a first and last name; decorative, the name is shown beside it. */
export function InitialsAvatar({ firstName, lastName }: { firstName: string; lastName: string }) {
  const initials = `${firstInitial(firstName)}${firstInitial(lastName)}` || '?';
  return (
    <span
      className="d-inline-flex flex-shrink-0 align-items-center justify-content-center rounded-circle text-bg-secondary fw-semibold small"
      // Set through the CSSOM by React, which the style-src 'self' policy allows.
      style={{ width: '2.25rem', height: '2.25rem' }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}

// Array.from keeps a letter outside the Basic Multilingual Plane whole.
const firstInitial = (name: string) => (Array.from(name.trim())[0] ?? '').toUpperCase();
