/** The required "Ik ga akkoord" box, with a link to the privacy statement and its error. */
import { Link } from 'react-router';
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';

export function TermsField(props: {
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}) {
  const { checked, error, onChange } = props;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="termsAccepted"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          {...(error ? { 'aria-describedby': 'termsAccepted-error' } : {})}
          className="mt-1 h-5 w-5 accent-brand-red"
        />
        <label htmlFor="termsAccepted">
          {m.checkout_terms_before()}{' '}
          <Link to={paths.privacy} className="font-semibold underline" target="_blank">
            {m.checkout_terms_link()}
          </Link>{' '}
          *
        </label>
      </div>
      {error && (
        <p
          id="termsAccepted-error"
          className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300"
        >
          {error}
        </p>
      )}
    </div>
  );
}
