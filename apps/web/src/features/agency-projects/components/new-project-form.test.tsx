import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, type Answer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { PROJECT_GUID, projectDetail } from '../testing';
import { NewProjectForm } from './new-project-form';

function renderForm(create: Answer = { status: 201, body: projectDetail() }) {
  const fetchMock = mockApi({ '/api/agency/projects': () => create });
  const view = renderAt('/agency/projects/new', [
    { path: '/agency/projects/new', element: <NewProjectForm /> },
    { path: '/agency/projects/:projectGuid', element: <p>project page</p> },
  ]);
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init!.body)));
  return { ...view, posts };
}

async function fillIn(periodStart: string, periodEnd: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Acme Website Redesign ');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paused');
  await user.type(screen.getByLabelText('Start date'), '2026-01-05');
  await user.type(screen.getByLabelText('Current period start'), periodStart);
  if (periodEnd) await user.type(screen.getByLabelText('Current period end'), periodEnd);
  return user;
}

describe('NewProjectForm (/agency/projects/new)', () => {
  it('posts the project and opens its page', async () => {
    const { router, posts } = renderForm();
    const user = await fillIn('2026-11-01', '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/projects/${PROJECT_GUID}`));
    expect(posts()).toEqual([
      {
        name: 'Acme Website Redesign',
        status: 'paused',
        startDate: '2026-01-05',
        periodStartDate: '2026-11-01',
        periodEndDate: '2026-11-30',
      },
    ]);
  });

  it('refuses a period that ends before it starts, on the end date, without posting', async () => {
    const { posts } = renderForm();
    const user = await fillIn('2026-11-10', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    const end = screen.getByLabelText('Current period end');
    await waitFor(() => expect(end).toHaveAccessibleDescription('The period must not end before it starts.'));
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
  });

  it('sends empty dates as null', async () => {
    const { posts } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      name: 'Globex',
      status: 'active',
      startDate: null,
      periodStartDate: null,
      periodEndDate: null,
    });
  });

  it('shows the server’s refusal of the period on the end date', async () => {
    renderForm(fail(400, 'bad_request', 'periodEndDate: periodEndDate must not be before periodStartDate'));
    const user = await fillIn('2026-11-01', '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current period end')).toHaveAccessibleDescription(
        'periodEndDate must not be before periodStartDate',
      ),
    );
  });
});
