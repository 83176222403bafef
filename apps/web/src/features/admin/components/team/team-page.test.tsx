/** /admin/team: invite, change a role, resend, switch off; the server's refusal is said in its words. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMe } from '@gh/domain/admin';
import type { TeamUser } from '@gh/domain/team-api';
import { setApiTransport } from '../../../../lib/api-client';
import { AcceptInvitation } from './accept-invitation';
import { TeamPage } from './team-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const me: AdminMe = {
  email: 'eigenaar@goudenhaan.nl',
  name: 'Eigenaar',
  role: 'admin',
  location: null,
  locations: [
    { slug: 'amsterdam', name: 'Amsterdam' },
    { slug: 'rotterdam', name: 'Rotterdam' },
  ],
};
const base = { invitationExpiresAt: null, createdAt: '2026-11-01T10:00:00.000Z' };
let users: TeamUser[];
let sent: { method: string; url: string; body: unknown }[];
let refuse: { status: number; message: string } | null;
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  sent = [];
  refuse = null;
  users = [
    { ...base, id: 'u1', email: me.email, name: 'Eigenaar', role: 'admin', location: null, status: 'active' },
    {
      ...base,
      id: 'u2',
      email: 'kok@example.nl',
      name: 'Kees Kok',
      role: 'staff',
      location: 'amsterdam',
      status: 'active',
    },
    {
      ...base,
      id: 'u3',
      email: 'nieuw@example.nl',
      name: 'Nina Nieuw',
      role: 'staff',
      location: 'rotterdam',
      status: 'invited',
      invitationExpiresAt: '2026-11-28T17:00:00.000Z',
    },
  ];
  setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (refuse && method !== 'GET')
      return new Response(JSON.stringify({ message: refuse.message }), { status: refuse.status });
    let answer: unknown = { users };
    if (url.startsWith('/api/admin/invitation'))
      answer =
        method === 'GET'
          ? {
              email: 'nieuw@example.nl',
              name: 'Nina Nieuw',
              role: 'staff',
              locationName: 'Gouden Haan Rotterdam',
            }
          : { message: 'Je account is klaar. Log in met je e-mailadres en je nieuwe wachtwoord.' };
    else if (method === 'POST' && url === '/api/admin/users') {
      const user: TeamUser = { ...base, id: 'u4', ...body, status: 'invited' };
      users = [...users, user];
      answer = user;
    } else if (method !== 'GET') answer = users.find((u) => url.includes(u.id));
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
function field(scope: Element, label: string): HTMLInputElement | HTMLSelectElement {
  const l = [...scope.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  const input = l && scope.querySelector(`#${CSS.escape(l.htmlFor)}`);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
}
function set(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
function button(scope: Element, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const member = (name: string) => container.querySelector(`li[aria-label="${name}"]`)!;
const notice = () => container.querySelector('[aria-live] [role]')?.textContent;

describe('team page', () => {
  it('lists the team with status; the owner cannot switch off their own account', async () => {
    await act(async () => root.render(<TeamPage me={me} />));
    await flush();
    expect(member('Kees Kok').textContent).toContain('Actief');
    expect(member('Nina Nieuw').textContent).toContain('Uitgenodigd');
    expect(member('Nina Nieuw').textContent).toMatch(/De uitnodiging werkt tot .*28 november/);
    expect(member('Eigenaar').textContent).toContain('(jij)');
    expect(() => button(member('Eigenaar'), 'Uitschakelen')).toThrow();
  });

  it('invites: a missing name is named and focused; then the POST, and the new member in the list', async () => {
    await act(async () => root.render(<TeamPage me={me} />));
    await flush();
    const form = container.querySelector('form')!;
    await act(async () => set(field(form, 'E-mailadres'), 'fatima@example.nl'));
    await act(async () => button(form, 'Uitnodiging versturen').click());
    expect(document.activeElement).toBe(field(form, 'Naam'));
    expect(form.textContent).toContain('Vul een naam in');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await act(async () => set(field(form, 'Naam'), 'Fatima Kok'));
    await act(async () => set(field(form, 'Locatie'), 'rotterdam'));
    await act(async () => button(form, 'Uitnodiging versturen').click());
    await flush();
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/admin/users',
      body: { email: 'fatima@example.nl', name: 'Fatima Kok', role: 'staff', location: 'rotterdam' },
    });
    expect(notice()).toBe('Uitnodiging verstuurd naar fatima@example.nl.');
    expect(member('Fatima Kok').textContent).toContain('Uitgenodigd');
  });

  it('changes a role, resends an invitation, switches off after a confirmation', async () => {
    await act(async () => root.render(<TeamPage me={me} />));
    await flush();
    const kees = member('Kees Kok');
    expect(button(kees, 'Wijziging opslaan').disabled).toBe(true);
    await act(async () => set(field(kees, 'Rol'), 'admin'));
    await act(async () => button(kees, 'Wijziging opslaan').click());
    await flush();
    expect(sent.at(-2)).toMatchObject({
      method: 'PATCH',
      url: '/api/admin/users/u2',
      body: { role: 'admin' },
    });

    await act(async () => button(member('Nina Nieuw'), 'Uitnodiging opnieuw sturen').click());
    await flush();
    expect(sent.some((r) => r.method === 'POST' && r.url === '/api/admin/users/u3/invite')).toBe(true);
    expect(notice()).toBe('Nieuwe uitnodiging verstuurd naar nieuw@example.nl.');

    await act(async () => button(member('Kees Kok'), 'Uitschakelen').click());
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    expect(member('Kees Kok').textContent).toContain('wordt overal direct uitgelogd');
    await act(async () => button(member('Kees Kok'), 'Ja, uitschakelen').click());
    await flush();
    expect(sent.some((r) => r.method === 'DELETE' && r.url === '/api/admin/users/u2')).toBe(true);
  });

  it('says the server’s refusal (the last admin) in its words', async () => {
    const message = 'Dit is de laatste actieve beheerder. Maak eerst iemand anders beheerder.';
    refuse = { status: 409, message };
    await act(async () => root.render(<TeamPage me={me} />));
    await flush();
    const owner = member('Eigenaar');
    await act(async () => set(field(owner, 'Rol'), 'staff'));
    await act(async () => button(owner, 'Wijziging opslaan').click());
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(message);
  });
});

describe('invitation page', () => {
  it('shows whose invitation it is and activates the account', async () => {
    await act(async () =>
      root.render(
        <MemoryRouter>
          <AcceptInvitation token="a-token-of-the-link" />
        </MemoryRouter>,
      ),
    );
    await flush();
    expect(container.textContent).toContain('medewerker van Gouden Haan Rotterdam');
    const form = container.querySelector('form')!;
    expect((field(form, 'Naam') as HTMLInputElement).value).toBe('Nina Nieuw');
    await act(async () => set(field(form, 'Kies een wachtwoord'), 'kip-van-het-spit-42'));
    await act(async () => set(field(form, 'Herhaal het wachtwoord'), 'kip-van-het-spit-41'));
    await act(async () => button(form, 'Account activeren').click());
    expect(form.textContent).toContain('De wachtwoorden zijn niet gelijk.');
    await act(async () => set(field(form, 'Herhaal het wachtwoord'), 'kip-van-het-spit-42'));
    await act(async () => button(form, 'Account activeren').click());
    await flush();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/invitation' });
    expect(container.textContent).toContain('Je account is klaar');
  });
});
