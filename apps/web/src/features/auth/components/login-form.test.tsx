import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderElement } from '../../../test/render';
import { LoginForm } from './login-form';

async function submit(email = 'client@example.com', password = 'ClientPortal1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /Log in/ }));
}

describe('LoginForm', () => {
  it('has an email input of type email, a password input and a reset link', () => {
    renderElement(<LoginForm onSuccess={() => {}} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/login/getresetlink/');
    expect(screen.getByRole('button', { name: /Log in/ })).toHaveClass('btn-primary');
  });

  it('shows the secondary style with a spinner while submitting', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderElement(<LoginForm onSuccess={() => {}} />);
    await submit();
    const button = screen.getByRole('button', { name: /Log in/ });
    expect(button).toHaveClass('btn-secondary');
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Logging in');
    answer(jsonResponse({ token: 'a.b.c' }));
    await waitFor(() => expect(button).toHaveClass('btn-success'));
  });

  it('sends username, password and the site key, then hands over the token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ token: 'header.payload.sig' }));
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    renderElement(<LoginForm onSuccess={onSuccess} />);
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('header.payload.sig'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/authenticate');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'client@example.com',
      password: 'ClientPortal1',
      siteKey: 'client-portal-auth',
    });
    expect(screen.getByRole('button', { name: /Log in/ })).toHaveClass('btn-success');
  });

  it('shows the Whoops panel with the credentials message and the light style on a 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'unauthorized', message: 'x' }, 401)),
    );
    renderElement(<LoginForm onSuccess={() => {}} />);
    await submit('client@example.com', 'wrong');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Whoops!');
    expect(panel).toHaveTextContent('There was a problem logging in.');
    expect(panel).toHaveTextContent("Sorry, we couldn't match your email and password. Please try again.");
    expect(screen.getByRole('button', { name: /Log in/ })).toHaveClass('btn-light');
  });

  it('shows the network message and the danger style when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderElement(<LoginForm onSuccess={() => {}} />);
    await submit();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Whoops!');
    expect(panel).toHaveTextContent('Error contacting authentication server.');
    expect(screen.getByRole('button', { name: /Log in/ })).toHaveClass('btn-danger');
  });

  it('shows the server message when sign-in is rate limited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: 'rate_limited', message: 'Too many attempts. Please try again later.' }, 429),
      ),
    );
    renderElement(<LoginForm onSuccess={() => {}} />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });
});

describe('LoginForm, second step (staff with two-factor sign-in on)', () => {
  const CHALLENGE = 'challenge.jwt.sig';

  /** The password answers with a challenge; the code with what `second` gives. */
  function stubSignIn(second: (body: { challenge: string; code: string }) => Response | Promise<Response>) {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/authenticate') return jsonResponse({ twoFactorRequired: true, challenge: CHALLENGE });
      if (path === '/api/auth/twofactor') return second(JSON.parse(init!.body as string) as never);
      throw new Error(`unexpected ${path}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('asks for the authentication code after the password, then hands over the token', async () => {
    const fetchMock = stubSignIn(() => jsonResponse({ token: 'h.p.s' }));
    const onSuccess = vi.fn();
    renderElement(<LoginForm onSuccess={onSuccess} />);
    await submit('agency@example.com');

    const code = await screen.findByLabelText('Authentication code');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The field takes the focus once it is on the screen (an effect after the render).
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('h.p.s'));
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ challenge: CHALLENGE, code: '123456' });
  });

  it('accepts a recovery code in the same field', async () => {
    const fetchMock = stubSignIn(() => jsonResponse({ token: 'h.p.s' }));
    const onSuccess = vi.fn();
    renderElement(<LoginForm onSuccess={onSuccess} />);
    await submit('agency@example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), ' abcde-fghjk ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ code: 'abcde-fghjk' });
  });

  it('says clearly when the code is wrong, and lets the user try again', async () => {
    let attempt = 0;
    stubSignIn(() =>
      ++attempt === 1
        ? jsonResponse(
            { error: 'unauthorized', message: 'The authentication code is not right. Please try again.' },
            401,
          )
        : jsonResponse({ token: 'h.p.s' }),
    );
    const onSuccess = vi.fn();
    renderElement(<LoginForm onSuccess={onSuccess} />);
    await submit('agency@example.com');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The authentication code is not right. Please try again.',
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('');
    expect(onSuccess).not.toHaveBeenCalled();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('h.p.s'));
  });

  it('asks for a code before sending an empty one, and goes back to the password on request', async () => {
    const fetchMock = stubSignIn(() => jsonResponse({ token: 'h.p.s' }));
    renderElement(<LoginForm onSuccess={() => {}} />);
    await submit('agency@example.com');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the code from your authenticator app.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('shows the network message when the server cannot be reached', async () => {
    stubSignIn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderElement(<LoginForm onSuccess={() => {}} />);
    await submit('agency@example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error contacting authentication server.');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveClass('btn-danger');
  });
});
