/** The sign-in, forgotten-password and new-password forms. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '../../../lib/router';
import {
  ADMIN_MESSAGES,
  loginBodySchema,
  newPasswordBodySchema,
  resetRequestBodySchema,
} from '@gh/domain/admin';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { login, requestReset, setNewPassword } from '../api/auth';
import { Alert, Button, issuesByPath, TextField } from './ui';
import { Link } from '../../../components/link';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto mt-8 w-full max-w-md rounded-xl border border-neutral-300 bg-white p-6 text-brand-black shadow-md sm:p-8 dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream">
      <p className="mb-1 text-sm font-semibold tracking-wide text-brand-dark-red uppercase dark:text-brand-yellow">
        Gouden Haan · Beheer
      </p>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

const linkClass = 'font-semibold text-brand-dark-red underline underline-offset-2 dark:text-brand-yellow';

/**
 * Shows the form's errors and puts the focus on the first wrong field, so a screen reader reads the
 * field with its message (WCAG 3.3.1, 4.1.3) instead of nothing while the focus stays on the button.
 */
function showErrors(form: HTMLFormElement, show: () => void) {
  flushSync(show);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export function LoginForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginBodySchema.safeParse({ email: data.get('email'), password: data.get('password') });
    if (!parsed.success) {
      showErrors(event.currentTarget, () => setErrors(issuesByPath(parsed.error.issues)));
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      await login(parsed.data.email, parsed.data.password);
      navigate(next, { replace: true });
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'Inloggen mislukt.');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {message ? <Alert tone="error">{message}</Alert> : null}
      <TextField
        label="E-mailadres"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={errors.email}
      />
      <TextField
        label="Wachtwoord"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Bezig met inloggen…' : 'Inloggen'}
      </Button>
      <p className="text-sm">
        <Link to={paths.admin.resetPassword} className={linkClass}>
          Wachtwoord vergeten?
        </Link>
      </p>
    </form>
  );
}

export function ResetPasswordForm() {
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetRequestBodySchema.safeParse({
      email: new FormData(event.currentTarget).get('email'),
    });
    if (!parsed.success) {
      showErrors(event.currentTarget, () => setError(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setDone((await requestReset(parsed.data.email)).message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Er ging iets mis. Probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{done}</Alert>
        <Link to={paths.admin.login} className={linkClass}>
          Terug naar inloggen
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p>
        Vul het e-mailadres van je beheeraccount in. We sturen je een link om een nieuw wachtwoord in te
        stellen.
      </p>
      <TextField
        label="E-mailadres"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={error}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Bezig…' : 'Stuur de link'}
      </Button>
      <p className="text-sm">
        <Link to={paths.admin.login} className={linkClass}>
          Terug naar inloggen
        </Link>
      </p>
    </form>
  );
}

export function NewPasswordForm({ token }: { token: string | null }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <div className="space-y-4">
        <Alert tone="error">
          Deze link is onvolledig. Open de link uit de e-mail opnieuw of vraag een nieuwe aan.
        </Alert>
        <Link to={paths.admin.resetPassword} className={linkClass}>
          Nieuwe link aanvragen
        </Link>
      </div>
    );
  }
  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{done}</Alert>
        <Link to={paths.admin.login} className={linkClass}>
          Naar inloggen
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = newPasswordBodySchema.safeParse({
      token,
      password: data.get('password'),
      passwordRepeat: data.get('passwordRepeat'),
    });
    if (!parsed.success) {
      showErrors(event.currentTarget, () => setErrors(issuesByPath(parsed.error.issues)));
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      setDone(
        (await setNewPassword(parsed.data.token, parsed.data.password, parsed.data.passwordRepeat)).message,
      );
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'Er ging iets mis. Probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {message ? <Alert tone="error">{message}</Alert> : null}
      {errors.token ? <Alert tone="error">{errors.token}</Alert> : null}
      {message === ADMIN_MESSAGES.resetInvalid || errors.token ? (
        // A used or expired link is a dead end without a way to ask for a new one.
        <Link to={paths.admin.resetPassword} className={linkClass}>
          Nieuwe link aanvragen
        </Link>
      ) : null}
      <TextField
        label="Nieuw wachtwoord"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Minstens 12 tekens. Een zin van een paar woorden werkt goed."
        required
        error={errors.password}
      />
      <TextField
        label="Herhaal het nieuwe wachtwoord"
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordRepeat}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Bezig…' : 'Wachtwoord opslaan'}
      </Button>
    </form>
  );
}
