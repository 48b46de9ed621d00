import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderElement } from '../../../test/render';
import { ResetPasswordForm } from './reset-password-form';

const GUID = '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d';
const NEW_PASSWORD = 'N3wSecretPass';

type FetchCall = [url: string, init?: RequestInit];

/** fetch answering the reset call with `reset` and the event call with 201. */
function stubFetch(reset: () => Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/events/insert' ? jsonResponse({ ok: true }, 201) : reset(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  (fetchMock.mock.calls as FetchCall[]).filter(([u]) => u === url);

async function fillAndSubmit(password1: string, password2 = password1) {
  const user = userEvent.setup();
  if (password1) await user.type(screen.getByLabelText('New password'), password1);
  if (password2) await user.type(screen.getByLabelText('Confirm new password'), password2);
  await user.click(screen.getByRole('button', { name: /Reset/ }));
}

const plainText = (text: string, status: number, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

describe('ResetPasswordForm', () => {
  it('has two password fields and a primary "Reset" button, and no form error for a valid link', () => {
    renderElement(<ResetPasswordForm guid={GUID} />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New password')).toBeEnabled();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['no guid', 'Password reset guid is required', null],
    ['a guid that is not a UUID', 'Reset link is not valid', 'abc'],
    ['a version-1 UUID', 'Reset link is not valid', 'c232ab00-9414-11ec-b3c8-9e6bdeced846'],
  ])(
    'for a link with %s, shows "%s" with a link to get a new one, and disables the form',
    async (_case, text, guid) => {
      const fetchMock = stubFetch(async () => jsonResponse({ ok: true }));
      renderElement(<ResetPasswordForm guid={guid} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(within(alert).getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
        'href',
        '/login/getresetlink/',
      );
      expect(screen.getByLabelText('New password')).toBeDisabled();
      expect(screen.getByLabelText('Confirm new password')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('says "Required" under both empty fields', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ ok: true }));
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit('', '');
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Ab1', 'Must be at least 8 characters'],
    ['abcdefg1', 'Must contain an uppercase letter'],
    ['ABCDEFG1', 'Must contain a lowercase letter'],
    ['Abcdefgh', 'Must contain a number'],
  ])('rejects "%s" with "%s"', async (password, message) => {
    const fetchMock = stubFetch(async () => jsonResponse({ ok: true }));
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit(password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the password is too long, not "Required", for a pasted 2,002-character password', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ ok: true }));
    renderElement(<ResetPasswordForm guid={GUID} />);
    const user = userEvent.setup();
    const long = `Ab1${'x'.repeat(1999)}`;
    for (const label of ['New password', 'Confirm new password']) {
      await user.click(screen.getByLabelText(label));
      await user.paste(long);
    }
    await user.click(screen.getByRole('button', { name: /Reset/ }));
    expect(await screen.findByText('Must be at most 1024 characters')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Passwords must match" when the confirmation differs', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ ok: true }));
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('greys the button in flight, sends the guid and both passwords, then shows "Password has been reset"', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit(NEW_PASSWORD);

    const button = screen.getByRole('button', { name: /Reset/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveClass('btn-secondary');
    expect(screen.getByRole('status')).toHaveTextContent('Resetting');
    const [call] = callsTo(fetchMock, '/api/auth/resetpassword/');
    expect(call![1]?.method).toBe('POST');
    expect(JSON.parse(call![1]?.body as string)).toEqual({
      PasswordResetGuid: GUID,
      Password1: NEW_PASSWORD,
      Password2: NEW_PASSWORD,
    });

    answer(jsonResponse({ ok: true }));
    const heading = await screen.findByRole('heading', { name: 'Password has been reset' });
    // Focus moves to the result after it renders (an effect), so wait for it rather than race it.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, '/api/events/insert')).toHaveLength(0);
  });

  it('shows the server text under "Sorry, something went wrong!" with "Try again", and logs a failure event', async () => {
    const fetchMock = stubFetch(async () =>
      plainText('This reset link has already been used. Please request a new one.', 400, {
        'x-reset-link-status': 'used',
      }),
    );
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit(NEW_PASSWORD);

    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Sorry, something went wrong!');
    expect(card).toHaveTextContent('This reset link has already been used. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/login/getresetlink/?guid=${GUID}`,
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/events/insert')).toHaveLength(1));
    const event = JSON.parse(callsTo(fetchMock, '/api/events/insert')[0]![1]?.body as string);
    expect(event).toMatchObject({ siteKey: 'client-portal-events', eventTypeName: 'PasswordResetFailed' });
    expect(event.description).toContain('already been used');
    expect(JSON.stringify(event)).not.toContain(GUID);
  });

  it('shows the server message of a JSON error answer', async () => {
    stubFetch(async () => jsonResponse({ error: 'internal', message: 'An unexpected error occurred.' }, 500));
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit(NEW_PASSWORD);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Sorry, something went wrong!');
    expect(card).toHaveTextContent('An unexpected error occurred.');
    expect(card).not.toHaveTextContent('{');
  });

  it('shows the "reset link expired" view with a link to get another when the server says the link expired', async () => {
    const fetchMock = stubFetch(async () =>
      plainText('This reset link has expired. Please request a new one.', 400, { 'x-reset-link-status': 'expired' }),
    );
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit(NEW_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Reset link expired' })).toBeInTheDocument();
    expect(screen.getByText('This reset link has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute('href', '/login/getresetlink/');
    await waitFor(() => expect(callsTo(fetchMock, '/api/events/insert')).toHaveLength(1));
  });

  it('shows the error card and logs a failure event when the server cannot be reached', async () => {
    const fetchMock = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderElement(<ResetPasswordForm guid={GUID} />);
    await fillAndSubmit(NEW_PASSWORD);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Sorry, something went wrong!');
    expect(card).toHaveTextContent('An unknown error occurred. Please try again later.');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/events/insert')).toHaveLength(1));
  });
});
