/** "Mijn Gouden Haan": ask for a sign-in link by e-mail (the same answer for every address). */
import * as m from '@gh/i18n/messages';
import { requestSignInLink } from '../api/account';
import { EmailLinkForm } from './email-link-form';

export function SignInForm() {
  return (
    <EmailLinkForm
      id="account"
      send={requestSignInLink}
      texts={{
        title: m.account_form_title(),
        submit: m.account_form_submit(),
        sending: m.account_form_sending(),
        failed: m.account_form_failed(),
        doneTitle: m.account_sent_title(),
        otherEmail: m.account_other_email(),
      }}
    />
  );
}
