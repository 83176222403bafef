/**
 * The owner's team at the HTTP edge (issue 27 item 7, decision 047): inviting accounts, changing their
 * role or location, deactivating them, and the invitee's own page that sets a password. Staff screens
 * stay Dutch, so every message here is Dutch.
 */
import { z } from './zod';
import { singleLine } from './text';
import { ADMIN_MESSAGES, ADMIN_ROLES, PASSWORD_MIN_LENGTH } from './admin';

/** How long an invitation link works (once). */
export const INVITATION_HOURS = 72;

export const TEAM_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const TEAM_MESSAGES = {
  userNotFound: 'Dit account bestaat niet (meer).',
  emailTaken: 'Er is al een account met dit e-mailadres.',
  staffNeedsLocation: 'Kies de locatie waar deze medewerker werkt.',
  unknownLocation: 'Deze locatie kennen we niet.',
  lastAdmin:
    'Dit is de laatste actieve beheerder. Maak eerst iemand anders beheerder, anders kan niemand het team nog beheren.',
  notYourself: 'Je kunt je eigen account niet uitschakelen. Vraag een andere beheerder.',
  alreadyActive: 'Dit account is al actief: het heeft geen uitnodiging nodig.',
  deactivated: 'Dit account is uitgeschakeld. Nodig het opnieuw uit met het formulier "Nieuw teamlid".',
  deactivatedCannotChange: 'Dit account is uitgeschakeld. Nodig het opnieuw uit om het te wijzigen.',
  invitationInvalid:
    'Deze uitnodiging is ongeldig, al gebruikt of verlopen. Vraag de eigenaar om een nieuwe uitnodiging.',
  invitationAccepted: 'Je account is klaar. Log in met je e-mailadres en je nieuwe wachtwoord.',
} as const;

const email = z
  .string({ error: 'Vul het e-mailadres in.' })
  .trim()
  .toLowerCase()
  .min(1, 'Vul het e-mailadres in.')
  .max(254, 'Dit e-mailadres is te lang.')
  .pipe(z.email('Vul een geldig e-mailadres in.'));

const name = singleLine({ error: 'Vul een naam in.' })
  .min(2, 'Vul een naam in van minstens 2 tekens.')
  .max(80, 'Deze naam is te lang (maximaal 80 tekens).');

const role = z.enum(ADMIN_ROLES, 'Kies een rol: beheerder of medewerker.');

/** A location's slug, or null: every location (admins only). */
const location = z
  .string({ error: TEAM_MESSAGES.unknownLocation })
  .max(50, TEAM_MESSAGES.unknownLocation)
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** `POST /api/admin/users`: who is invited, as what, and where. */
export const inviteBodySchema = z
  .object({ email, name, role, location: location.default(null) })
  .refine((b) => b.role !== 'staff' || b.location !== null, {
    message: TEAM_MESSAGES.staffNeedsLocation,
    path: ['location'],
  });
export type InviteBody = z.input<typeof inviteBodySchema>;

/** `PATCH /api/admin/users/:id`: what changes; left out stays. Staff without a location is checked on the whole. */
export const teamUserPatchSchema = z.object({
  name: name.optional(),
  role: role.optional(),
  location: location.optional(),
});
export type TeamUserPatch = z.input<typeof teamUserPatchSchema>;

export const teamUserIdParamsSchema = z.object({ id: z.uuid(TEAM_MESSAGES.userNotFound) });

/** One account as the team page lists it. */
export const teamUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** Staff's location; null for an admin, who works for every location. */
  location: z.string().nullable(),
  status: z.enum(TEAM_STATUSES),
  /** Until when the newest invitation link works (invited accounts only). */
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamUser = z.output<typeof teamUserSchema>;

export const teamListSchema = z.object({ users: z.array(teamUserSchema) });
export type TeamList = z.output<typeof teamListSchema>;

// --- The invitee's page ---------------------------------------------------------------------

const token = z.string().min(10, TEAM_MESSAGES.invitationInvalid).max(200, TEAM_MESSAGES.invitationInvalid);

export const invitationQuerySchema = z.object({ token });

/** What the invitation page shows before a password is chosen: whose account, and what it may do. */
export const invitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** The location's name for staff; null for an admin. */
  locationName: z.string().nullable(),
});
export type Invitation = z.output<typeof invitationSchema>;

/** `POST /api/admin/invitation`: the invitee confirms their name and sets a password, as a reset does. */
export const acceptInvitationBodySchema = z
  .object({
    token,
    name,
    password: z
      .string({ error: ADMIN_MESSAGES.passwordTooShort })
      .min(PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.passwordTooShort)
      .max(200, 'Dit wachtwoord is te lang.'),
    passwordRepeat: z.string({ error: ADMIN_MESSAGES.passwordsDiffer }),
  })
  .refine((b) => b.password === b.passwordRepeat, {
    message: ADMIN_MESSAGES.passwordsDiffer,
    path: ['passwordRepeat'],
  });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** How the team page names a role and a status. */
export const ROLE_NAMES: Record<(typeof ADMIN_ROLES)[number], string> = {
  admin: 'Beheerder',
  staff: 'Medewerker',
};
export const STATUS_NAMES: Record<TeamStatus, string> = {
  invited: 'Uitgenodigd',
  active: 'Actief',
  deactivated: 'Uitgeschakeld',
};
