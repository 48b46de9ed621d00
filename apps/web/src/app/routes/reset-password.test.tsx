import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as ResetPasswordPage } from './reset-password';

const GUID = '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d';

describe('/login/reset', () => {
  it('resets the password of the guid in the query string', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/login/reset', element: <ResetPasswordPage /> }], `/login/reset?guid=${GUID}`);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'N3wSecretPass');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3wSecretPass');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByRole('heading', { name: 'Password has been reset' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ PasswordResetGuid: GUID });
  });

  it('shows the form-level error when the link has no guid', () => {
    renderRoutes([{ path: '/login/reset', element: <ResetPasswordPage /> }], '/login/reset');
    expect(screen.getByRole('alert')).toHaveTextContent('Password reset guid is required');
  });

  it('leads from an invalid link to the reset-link request screen', async () => {
    renderRoutes(
      [
        { path: '/login/reset', element: <ResetPasswordPage /> },
        { path: '/login/getresetlink', element: <p>Reset-link request screen</p> },
      ],
      '/login/reset?guid=bogus',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Reset link is not valid');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Get a new reset link' }));
    expect(await screen.findByText('Reset-link request screen')).toBeInTheDocument();
  });

  it('sets a first password from an invitation, worded so, and signs the person in', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('resetpassword') ? jsonResponse({ ok: true, token: 'header.e30.signature' }) : jsonResponse({}, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(
      [
        { path: '/login/reset', element: <ResetPasswordPage /> },
        { path: '/home', element: <p>Home screen</p> },
      ],
      `/login/reset?guid=${GUID}&welcome=1`,
    );
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'N3wSecretPass');
    await user.type(screen.getByLabelText('Confirm password'), 'N3wSecretPass');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    // Signed in with the answer's token: the session asks who it is with it.
    await waitFor(() => {
      const me = fetchMock.mock.calls.find(([url]) => url.includes('/api/users/me'));
      expect(new Headers(me?.[1]?.headers).get('authorization')).toBe('Bearer header.e30.signature');
    });
  });
});
