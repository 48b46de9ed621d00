import type { ClientSummary, AgencyProject } from '@client-portal/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pageOf } from './agency-fixtures';
import { ok, type PathAnswer } from './mock-api';

/** The server's search of the projects (by name), a page of them. */
export const projectSearch =
  (projects: AgencyProject[]): PathAnswer =>
  ({ search }) => {
    const q = new URLSearchParams(search).get('q')?.toLowerCase() ?? '';
    return ok(pageOf(projects.filter((project) => project.name.toLowerCase().includes(q))));
  };

/** The server's search of the clients (by name or email; of a project, its users), a page of them. */
export const clientSearch =
  (clients: ClientSummary[], projects: AgencyProject[] = []): PathAnswer =>
  ({ search }) => {
    const params = new URLSearchParams(search);
    const q = params.get('q')?.toLowerCase() ?? '';
    const projectGuid = params.get('projectGuid');
    const members = projects.find((project) => project.projectGuid === projectGuid)?.users;
    const found = clients.filter(
      (client) =>
        `${client.firstName} ${client.lastName} ${client.email}`.toLowerCase().includes(q) &&
        (!projectGuid || members?.some((member) => member.userGuid === client.userGuid)),
    );
    return ok(pageOf(found));
  };

/** Types into a search box (a combobox) and picks the option the server offers, as a user does with the mouse. */
export async function pickOption(user: UserEvent, box: string | RegExp, text: string, option: string | RegExp) {
  const input = screen.getByRole('combobox', { name: box });
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
}
