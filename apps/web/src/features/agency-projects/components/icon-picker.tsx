import { DASHBOARD_ICONS } from '@client-portal/contract';
import { errorIdOf } from '../../../components/ui/field';
import 'bootstrap-icons/font/bootstrap-icons.min.css';

/** How each offered icon is named to a screen reader (the glyph itself is hidden from it). */
export const ICON_LABELS: Record<(typeof DASHBOARD_ICONS)[number], string> = {
  'bi bi-speedometer2': 'Speedometer',
  'bi bi-graph-up': 'Line graph',
  'bi bi-bar-chart': 'Bar chart',
  'bi bi-pie-chart': 'Pie chart',
  'bi bi-activity': 'Activity',
  'bi bi-globe': 'Globe',
  'bi bi-search': 'Search',
  'bi bi-cart': 'Cart',
  'bi bi-people': 'People',
  'bi bi-envelope': 'Envelope',
  'bi bi-calendar': 'Calendar',
  'bi bi-clipboard-data': 'Clipboard with data',
  'bi bi-table': 'Table',
  'bi bi-kanban': 'Kanban board',
  'bi bi-shield-check': 'Shield',
  'bi bi-lightning': 'Lightning',
  'bi bi-cloud': 'Cloud',
  'bi bi-file-earmark-text': 'Document',
  'bi bi-megaphone': 'Megaphone',
  'bi bi-star': 'Star',
};

export const iconLabel = (iconClass: string): string => ICON_LABELS[iconClass as keyof typeof ICON_LABELS] ?? iconClass;

interface IconPickerProps {
  id: string;
  value: string;
  onChange: (iconClass: string) => void;
  error?: string;
}

/**
 * The offered icons as native radio buttons (Bootstrap's btn-check): Tab reaches the group, the arrow keys choose,
 * and each is named by its label while the glyph stays hidden from screen readers.
 */
export function IconPicker({ id, value, onChange, error }: IconPickerProps) {
  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? errorIdOf(id) : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6">Icon</legend>
      <div className="d-flex flex-wrap gap-1">
        {DASHBOARD_ICONS.map((iconClass) => {
          const optionId = `${id}-${iconClass.replace(/\W+/g, '-')}`;
          return (
            <span key={iconClass}>
              <input
                type="radio"
                className="btn-check"
                name={id}
                id={optionId}
                value={iconClass}
                checked={value === iconClass}
                onChange={() => onChange(iconClass)}
              />
              <label className="btn btn-outline-secondary" htmlFor={optionId} title={iconLabel(iconClass)}>
                <i className={iconClass} aria-hidden="true" />
                <span className="visually-hidden">{iconLabel(iconClass)}</span>
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <div id={errorIdOf(id)} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
