import {
  DASHBOARD_ICONS,
  DASHBOARD_PAGE_TITLE_MAX,
  HttpsUrl,
  type AgencyDashboardPage,
  type DashboardPageChange,
} from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/ui/field';
import { EditListForm, useEditListForm } from './edit-list-form';
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

const FIELDS = ['title', 'iconClass', 'url'] as const;

/** Only what differs from the page as loaded (PATCH). */
function changeOf(page: AgencyDashboardPage | undefined, values: PageOutput): DashboardPageChange {
  const change: DashboardPageChange = {};
  if (values.title !== page?.title) change.title = values.title;
  if (values.iconClass !== page?.iconClass) change.iconClass = values.iconClass;
  if (values.url !== page?.url) change.url = values.url;
  return change;
}

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
  const form = useForm<PageValues, unknown, PageOutput>({
    resolver: zodResolver(PageFields),
    defaultValues: {
      title: page?.title ?? '',
      iconClass: (page?.iconClass ?? '') as PageValues['iconClass'],
      url: page?.url ?? '',
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { problem, onSubmit } = useEditListForm(form, {
    fields: FIELDS,
    isEditing: page !== undefined,
    firstField: 'title',
    save: (values) => onSave(values, changeOf(page, values)),
  });

  const fieldId = (name: keyof PageValues) => `${id}-${name}`;
  return (
    <EditListForm
      label={page ? `Edit ${page.title}` : 'Add a page'}
      problem={problem}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      isPending={isPending}
      onCancel={onCancel}
      onEscape={onCancel}
    >
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
    </EditListForm>
  );
}
