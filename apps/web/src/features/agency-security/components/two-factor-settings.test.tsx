import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { renderElement } from '../../../test/render';
import { TwoFactorSettings } from './two-factor-settings';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP = {
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Client%20Portal:alex%40agency.example?secret=${SECRET}&issuer=Client%20Portal`,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h29v29H0z"/></svg>',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const WRONG_CODE = fail(
  400,
  'bad_request',
  'code: That code is not right. Check your authenticator app and try again.',
);

/** The server's two-factor state, moved on by each write the test makes. */
function mockTwoFactor(initial: { enabled: boolean; required: boolean }, overrides: Record<string, unknown> = {}) {
  const state = { ...initial };
  const posts: Array<{ path: string; body: unknown }> = [];
  const post =
    (path: string, answer: (request: MockRequest) => ReturnType<typeof ok> | ReturnType<typeof fail>) =>
    (request: MockRequest) => {
      posts.push({ path, body: request.body });
      return answer(request);
    };
  const fetchMock = mockApi({
    '/api/agency/me/twofactor': () => ok(state),
    '/api/agency/me/twofactor/setup': post('setup', () => ok(SETUP)),
    '/api/agency/me/twofactor/enable': post('enable', ({ body }) => {
      if ((body as { code: string }).code !== '123456') return WRONG_CODE;
      state.enabled = true;
      return ok({ recoveryCodes: CODES });
    }),
    '/api/agency/me/twofactor/disable': post('disable', () => {
      state.enabled = false;
      return ok({ ok: true });
    }),
    '/api/agency/me/twofactor/recoverycodes': post('recoverycodes', () => ok({ recoveryCodes: CODES })),
    ...overrides,
  } as never);
  return { fetchMock, posts, state };
}

describe('TwoFactorSettings (/agency/account/security)', () => {
  it('sets it up: QR code and key, a code to confirm, then the ten recovery codes once', async () => {
    const { posts } = mockTwoFactor({ enabled: false, required: false });
    renderElement(<TwoFactorSettings />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add this account to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(SETUP.qrSvg)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(posts).toEqual([
      { path: 'setup', body: undefined },
      { path: 'enable', body: { code: '123456' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/Two-factor sign-in is on/)).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('downloads the recovery codes as a text file', async () => {
    mockTwoFactor({ enabled: false, required: false });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderElement(<TwoFactorSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Download' }));

    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('recovery-codes.txt');
    const text = await createObjectURL.mock.calls[0]![0].text();
    for (const code of CODES) expect(text).toContain(code);
  });

  it('shows a wrong code under the field and keeps the set-up open', async () => {
    mockTwoFactor({ enabled: false, required: false });
    renderElement(<TwoFactorSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    expect(
      await screen.findByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('asks for a code before sending an empty one', async () => {
    const { posts } = mockTwoFactor({ enabled: true, required: false });
    renderElement(<TwoFactorSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(screen.getByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('turns it off with a code', async () => {
    const { posts } = mockTwoFactor({ enabled: true, required: false });
    renderElement(<TwoFactorSettings />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    await user.type(within(form).getByRole('textbox', { name: 'Authentication code' }), '654321');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in is off' })).toBeInTheDocument();
    expect(posts).toEqual([{ path: 'disable', body: { code: '654321' } }]);
  });

  it('makes new recovery codes with a code, a recovery code accepted too', async () => {
    const { posts } = mockTwoFactor({ enabled: true, required: false });
    renderElement(<TwoFactorSettings />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Make new recovery codes' });
    expect(within(form).getByText(/or one of your recovery codes/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Authentication code' }), 'abcde-fghjk');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(posts).toEqual([{ path: 'recoverycodes', body: { code: 'abcde-fghjk' } }]);
  });

  it('offers no way to turn it off while the admins require it', async () => {
    mockTwoFactor({ enabled: true, required: true });
    renderElement(<TwoFactorSettings />);
    expect(await screen.findByText(/it cannot be turned off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('tells staff without it that it is required', async () => {
    mockTwoFactor({ enabled: false, required: true });
    renderElement(<TwoFactorSettings />);
    expect(await screen.findByText(/required for every staff account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeEnabled();
  });

  it('shows the error card when the status cannot be read', async () => {
    mockTwoFactor({ enabled: false, required: false }, { '/api/agency/me/twofactor': fail(500, 'internal', 'x') });
    renderElement(<TwoFactorSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, an error occurred');
  });

  it('shows a refused set-up over the button', async () => {
    mockTwoFactor(
      { enabled: false, required: false },
      { '/api/agency/me/twofactor/setup': fail(409, 'conflict', 'Two-factor sign-in is already on.') },
    );
    renderElement(<TwoFactorSettings />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Two-factor sign-in is already on.'));
  });
});
