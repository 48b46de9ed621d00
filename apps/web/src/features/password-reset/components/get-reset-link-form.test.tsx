import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderElement } from '../../../test/render';
import { GetResetLinkForm } from './get-reset-link-form';

const SENT_TEXT =
  "We sent a reset link to your email address (if registered). If you can't find it, please check your spam and junk mail folders.";

async function submit(email?: string) {
  const user = userEvent.setup();
  if (email !== undefined) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: /Send reset link/ }));
}

describe('GetResetLinkForm', () => {
  it('has an email field, the build site key in a hidden input and a primary "Send reset link" button', () => {
    const { container } = renderElement(<GetResetLinkForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(container.querySelector('input[type="hidden"][name="SiteKey"]')).toHaveValue('client-portal-auth');
    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button).toHaveClass('btn-primary');
    expect(button).toBeEnabled();
  });

  it('asks for the email address when it is empty, without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderElement(<GetResetLinkForm />);
    await submit();
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Invalid email format" for a malformed address', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderElement(<GetResetLinkForm />);
    await submit('not-an-email');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "SiteKey is required" when the build has no site key', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderElement(<GetResetLinkForm siteKey="" />);
    await submit('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('SiteKey is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('greys the button with a spinner in flight, then shows the "Reset link sent" card', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderElement(<GetResetLinkForm />);
    await submit('sam@example.com');

    const button = await screen.findByRole('button', { name: /Send reset link/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveClass('btn-secondary');
    expect(screen.getByRole('status')).toHaveTextContent('Sending');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sendresetlink/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      EmailAddress: 'sam@example.com',
      SiteKey: 'client-portal-auth',
    });

    answer(jsonResponse({ ok: true }));
    const heading = await screen.findByRole('heading', { name: 'Reset link sent' });
    expect(screen.getByText(SENT_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Send reset link/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows "Bad request. Invalid ModelState." under "Could not send reset link" for a 400', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'bad_request', message: 'SiteKey: unknown site key' }, 400)),
    );
    renderElement(<GetResetLinkForm />);
    await submit('sam@example.com');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Could not send reset link');
    expect(card).toHaveTextContent('Bad request. Invalid ModelState.');
    expect(card).not.toHaveTextContent('unknown site key');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveClass('btn-primary');
  });

  it('shows the status text and an alert with the status code for another non-OK answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429, statusText: 'Too Many Requests' })),
    );
    renderElement(<GetResetLinkForm />);
    await submit('sam@example.com');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [card, code] = screen.getAllByRole('alert');
    expect(card).toHaveTextContent('Could not send reset link');
    expect(card).toHaveTextContent('Too Many Requests');
    expect(code).toHaveTextContent('429');
  });

  it('shows the Whoops message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderElement(<GetResetLinkForm />);
    await submit('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Whoops, something went wrong! We couldn't send your reset link. Please contact us for more help. Sorry!",
    );
  });
});
