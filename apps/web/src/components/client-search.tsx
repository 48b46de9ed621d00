import type { ClientSummary } from '@client-portal/contract';
import { useState } from 'react';
import { useAgencyClients } from '../api/get-agency-clients';
import { personName } from '../lib/person';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { PICKER_PAGE_SIZE } from './project-search';
import { SearchCombobox, type ComboboxOption } from './ui/search-combobox';

interface ClientSearchProps {
  id: string;
  label: string;
  onPick: (client: ClientSummary) => void;
  /** Only the clients authorised on this project (whom a ticket may be raised for). */
  projectGuid?: string;
  /** The text the box starts with (the chosen client's name). */
  initialText?: string;
  /** Called when the box is emptied (a filter that goes back to every client). */
  onClear?: () => void;
  /** Called when the text is changed by typing (a form's pick no longer stands). */
  onEdit?: () => void;
  /** Disabled clients are offered but not pickable (a ticket cannot be raised for them). */
  isDisabledPickable?: boolean;
  placeholder?: string;
  isDisabled?: boolean;
  error?: string;
  errorId?: string;
  size?: 'sm';
}

/** A box that searches the clients by name or email on the server as one types, and offers the first few found. */
export function ClientSearch({
  initialText = '',
  projectGuid,
  onPick,
  onClear,
  onEdit,
  isDisabledPickable = true,
  placeholder = 'Type a name or email',
  ...box
}: ClientSearchProps) {
  const [text, setText] = useState(initialText);
  const q = useDebouncedValue(text.trim());
  const clients = useAgencyClients({ q: q || undefined, projectGuid, pageSize: PICKER_PAGE_SIZE }, !box.isDisabled);
  const byGuid = new Map(clients.data?.items.map((client) => [client.userGuid.toLowerCase(), client]));
  const options: ComboboxOption[] | undefined = clients.data?.items.map((client) => ({
    value: client.userGuid.toLowerCase(),
    label: personName(client),
    detail: client.email,
    disabledNote: client.disabled && !isDisabledPickable ? 'disabled' : undefined,
  }));
  return (
    <SearchCombobox
      {...box}
      placeholder={placeholder}
      text={text}
      onTextChange={(next) => {
        setText(next);
        onEdit?.();
        if (next.trim() === '') onClear?.();
      }}
      options={box.isDisabled ? undefined : options}
      total={clients.data?.total}
      isLoading={clients.isFetching}
      isError={clients.isError}
      noMatch={
        q
          ? `No clients match “${q}”.`
          : projectGuid
            ? 'This project has no users to raise a ticket for.'
            : 'No clients yet.'
      }
      onPick={(option) => {
        setText(option.label);
        const client = byGuid.get(option.value);
        if (client) onPick(client);
      }}
    />
  );
}
