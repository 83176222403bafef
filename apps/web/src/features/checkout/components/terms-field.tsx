/** The required "Ik ga akkoord" box, with a link to the privacy statement and its error. */
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { RequiredBox } from './required-box';
import { Link } from '../../../components/link';

export function TermsField(props: {
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}) {
  return (
    <RequiredBox id="termsAccepted" {...props}>
      {m.checkout_terms_before()}{' '}
      <Link to={paths.privacy} className="font-semibold underline" target="_blank">
        {m.checkout_terms_link()}
      </Link>{' '}
      *
    </RequiredBox>
  );
}
