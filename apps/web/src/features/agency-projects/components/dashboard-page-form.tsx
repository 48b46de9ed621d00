import {
  DASHBOARD_ICONS,
  DASHBOARD_PAGE_TITLE_MAX,
  HttpsUrl,
  type AgencyDashboardPage,
  type DashboardPageChange,
} from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formProblem } from '../../../lib/agency-errors';
import { IconPicker } from './icon-picker';
import { asSentence } from '../../../lib/format';

/** A page as typed: the contract's rules (an offered icon, an https:// address) with messages for people. */
const PageFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .max(DASHBOARD_PAGE_TITLE_MAX, `The title must be at most ${DASHBOARD_PAGE_TITLE_MAX} characters.`),
  iconClass: z.enum(DASHBOARD_ICONS, { error: 'Choose an icon.' }),
  url: z.string().trim().min(1, 'Enter the page’s address.').pipe(HttpsUrl),
});
type PageValues = z.input<typeof PageFields>;
export type PageOutput = z.output<typeof PageFields>;

const FIELDS = new Set<string>(['title', 'iconClass', 'url']);
const isField = (field: string | undefined): field is keyof PageValues => field !== undefined && FIELDS.has(field);

interface DashboardPageFormProps {
  /** The page being edited; none for "Add a page". */
  page?: AgencyDashboardPage;
  submitLabel: string;
  isPending: boolean;
  /** Sends the new page, or only the changed fields; resolves with the server's refusal, if any. */
  onSave: (values: PageOutput, change: DashboardPageChange) => Promise<unknown>;
  onCancel?: () => void;
}

/** Title, icon and https:// address of a dashboard page, for "Add a page" and each page's Edit. */
export function DashboardPageForm({ page, submitLabel, isPending, onSave, onCancel }: DashboardPageFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PageValues, unknown, PageOutput>({
    resolver: zodResolver(PageFields),
    defaultValues: {
      title: page?.title ?? '',
      iconClass: (page?.iconClass ?? '') as PageValues['iconClass'],
      url: page?.url ?? '',
    },
  });

  // Edit opens in place of the page: the keyboard goes to its first field.
  const isEditing = page !== undefined;
  useEffect(() => {
    if (isEditing) setFocus('title');
  }, [isEditing, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(undefined);
    const change: DashboardPageChange = {};
    if (values.title !== page?.title) change.title = values.title;
    if (values.iconClass !== page?.iconClass) change.iconClass = values.iconClass;
    if (values.url !== page?.url) change.url = values.url;
    try {
      await onSave(values, change);
      if (!page) reset();
    } catch (error) {
      const { field, message } = formProblem(error);
      if (isField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setProblem(message);
    }
  });

  const fieldId = (name: keyof PageValues) => `${id}-${name}`;
  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
      noValidate
      aria-label={page ? `Edit ${page.title}` : 'Add a page'}
    >
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
      <TextField id={fieldId('title')} label="Title" error={errors.title?.message} {...register('title')} />
      <Controller
        control={control}
        name="iconClass"
        render={({ field, fieldState }) => (
          <IconPicker
            id={fieldId('iconClass')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        id={fieldId('url')}
        label="Address (https://)"
        error={asSentence(errors.url?.message)}
        type="url"
        inputMode="url"
        placeholder="https://"
        {...register('url')}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isPending}>
          {isPending && <Spinner label="Saving" />} {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
