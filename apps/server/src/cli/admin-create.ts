/**
 * `npm run admin:create -- --email a@b.nl [--password ...] [--role admin|staff] [--location amsterdam] [--name ...]`
 * Creates an admin account; asks for the password when it is not given (it then stays out of the shell history).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@gh/domain/admin';
import { ConfigError, loadConfig } from '../config';
import { keepFilesPrivate } from '../lib/private-files';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createAdmin } from '../modules/admin-auth';

async function main(): Promise<number> {
  // It may create the embedded database: its files are the server's user's alone.
  keepFilesPrivate();
  // npm runs workspace scripts inside apps/server; DATA_DIR (./var) means the directory npm was started in.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      location: { type: 'string' },
      name: { type: 'string', default: '' },
    },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) {
    console.error('Geef een geldig e-mailadres op met --email.');
    return 1;
  }
  if (values.role !== 'admin' && values.role !== 'staff') {
    console.error('--role moet admin of staff zijn.');
    return 1;
  }
  if (values.role === 'staff' && !values.location) {
    console.error('Een medewerker (staff) hoort bij een locatie: geef --location op.');
    return 1;
  }
  let password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question(`Wachtwoord (minstens ${PASSWORD_MIN_LENGTH} tekens): `);
    rl.close();
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    console.error(`Het wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const user = await createAdmin(database.db, {
      email: email.data,
      password,
      role: values.role,
      location: values.location ?? null,
      name: values.name,
    });
    console.log(`Account ${user.email} (${user.role}) aangemaakt.`);
    return 0;
  } catch (err) {
    const text = String((err as { cause?: unknown }).cause ?? err);
    console.error(
      /unique|duplicate/i.test(text)
        ? 'Er bestaat al een account met dit e-mailadres.'
        : (err as Error).message,
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
