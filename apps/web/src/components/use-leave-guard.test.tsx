import { hasVisibleText } from '@client-portal/contract/rich-text-reader';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { LEAVE_QUESTION, useLeaveGuard } from './use-leave-guard';

function Draft() {
  const [text, setText] = useState('');
  useLeaveGuard(hasVisibleText(text));
  return (
    <>
      <label htmlFor="text">Message</label>
      <textarea id="text" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Clients</Link>
    </>
  );
}

const renderDraft = () =>
  renderRoutes(
    [
      { path: '/draft', element: <Draft /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    '/draft',
  );

describe('useLeaveGuard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before a link leaves written words; staying keeps them, leaving follows the link', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderDraft();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half an answer');
    await user.click(screen.getByRole('link', { name: 'Clients' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(router.state.location.pathname).toBe('/draft');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half an answer');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Clients' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('lets a link go without asking while nothing is written (an emptied editor included)', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    renderDraft();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '<p> </p>');
    await user.click(screen.getByRole('link', { name: 'Clients' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
