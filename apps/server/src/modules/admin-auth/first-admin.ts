/** The first admin account: from ADMIN_EMAIL/ADMIN_PASSWORD, or a demo account in development. */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { adminRepository } from './admin-auth.repository';
import { checkPasswordPolicy, hashPassword } from './admin-auth.service';

export const DEMO_ADMIN_EMAIL = 'eigenaar@goudenhaan.nl';

export async function createAdmin(
  db: Db,
  input: {
    email: string;
    password: string;
    role?: 'admin' | 'staff';
    location?: string | null;
    name?: string;
  },
) {
  checkPasswordPolicy(input.password);
  return adminRepository.insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role ?? 'admin',
    name: input.name ?? '',
    locationSlug: input.role === 'staff' ? (input.location ?? null) : null,
  });
}

/** Runs at start, after seeding; does nothing when an account exists. */
export async function ensureFirstAdmin(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  if ((await adminRepository.countUsers(db)) > 0) return;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: 'Eigenaar' });
    log(`Beheeraccount ${config.ADMIN_EMAIL} aangemaakt uit ADMIN_EMAIL/ADMIN_PASSWORD`);
    return;
  }
  if (config.production || config.ADMIN_EMAIL || config.ADMIN_PASSWORD) {
    log(
      'Er is nog geen beheeraccount. Zet ADMIN_EMAIL en ADMIN_PASSWORD, of maak er een met: npm run admin:create',
    );
    return;
  }
  // Development only: a demo owner with a random password, printed once, so `npm start` users can sign in.
  const password = randomBytes(12).toString('base64url');
  await createAdmin(db, { email: DEMO_ADMIN_EMAIL, password, name: 'Eigenaar (demo)' });
  log(
    `Demo-beheeraccount aangemaakt (alleen buiten productie): ${DEMO_ADMIN_EMAIL} met wachtwoord ${password} — ` +
      'dit wachtwoord wordt maar één keer getoond; wijzig het via /admin/reset-password.',
  );
}
