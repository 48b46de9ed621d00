import type { ReactNode } from 'react';

interface SmallSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Its column in the row of fields (Bootstrap grid classes). */
  columnClassName: string;
  children: ReactNode;
}

/** A labelled small select in a row of fields: the inbox's filters and its bulk change. */
export function SmallSelect({ id, label, value, onChange, columnClassName, children }: SmallSelectProps) {
  return (
    <div className={columnClassName}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
