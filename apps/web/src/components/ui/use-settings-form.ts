import { useEffect, useState, type FormEvent } from 'react';
import { formProblem } from '../../lib/agency-errors';
import type { SaveNotice } from './save-notice';

interface SettingsFormOptions<T> {
  /** The settings as read (undefined while loading); the form starts from them, and again after each save. */
  loaded: T | undefined;
  /** Whether the form holds nothing new. */
  isSame: (values: T, loaded: T) => boolean;
  /** The mutation's `mutate`. */
  mutate: (values: T, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * A small settings form saved whole: its values, and on Save "There are no changes to save", "Changes saved", or the
 * refusal.
 */
export function useSettingsForm<T>({ loaded, isSame, mutate }: SettingsFormOptions<T>) {
  const [values, setValues] = useState<T>();
  const [notice, setNotice] = useState<SaveNotice>();
  useEffect(() => {
    if (loaded) setValues(loaded);
  }, [loaded]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values === undefined || loaded === undefined) return;
    if (isSame(values, loaded)) return setNotice({ kind: 'unchanged' });
    setNotice(undefined);
    mutate(values, {
      onSuccess: () => setNotice({ kind: 'saved' }),
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };
  return { values, setValues, notice, onSubmit };
}
