/**
 * Privacy statement under the AVG and the terms of sale. The periods, processors, cookies and
 * storage come from the same constants and setting as the code that applies them (issue 21).
 */
import * as m from '@gh/i18n/messages';
import {
  PROCESSORS,
  PRIVACY_LINK_HOURS,
  PRIVACY_RETENTION,
  STORAGE_ITEMS,
  type StorageItem,
  type StorageKind,
} from '@gh/domain/privacy';
import type { PrivacyPolicy } from '@gh/domain/privacy-api';
import { brand } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { card, PageHeader, textLink } from './ui';
import { Link } from '../../../components/link';

const section = 'space-y-3 leading-relaxed';
const h2 = 'pt-6 text-2xl font-bold';

const KIND_LABELS: Record<StorageKind, () => string> = {
  cookie: m.pages_privacy_kind_cookie,
  localStorage: m.pages_privacy_kind_local,
  sessionStorage: m.pages_privacy_kind_session,
};

type Text = () => string;

/**
 * What each cookie and key is for and how long it lasts, in the page's language, by `kind:name` of
 * STORAGE_ITEMS (which holds the Dutch the code is checked against). A key without an entry here
 * shows its Dutch text, marked as Dutch; a test holds this table to STORAGE_ITEMS.
 */
export const STORAGE_TEXTS: Record<string, { purpose: Text; lifetime: Text }> = {
  'cookie:gh_account': {
    purpose: m.account_storage_purpose,
    lifetime: m.account_storage_lifetime,
  },
  'cookie:gh_session': {
    purpose: m.pages_storage_session_purpose,
    lifetime: m.pages_storage_session_lifetime,
  },
  'cookie:color-mode': { purpose: m.pages_storage_color_cookie_purpose, lifetime: m.pages_storage_one_year },
  'localStorage:color-mode': {
    purpose: m.pages_storage_color_local_purpose,
    lifetime: m.pages_storage_until_cleared,
  },
  'localStorage:cookie-consent': {
    purpose: m.pages_storage_consent_purpose,
    lifetime: m.pages_storage_until_cleared,
  },
  /** The suggestion of the English site (language-suggestion.ts). */
  'localStorage:language-suggestion': {
    purpose: m.pages_storage_language_suggestion_purpose,
    lifetime: m.pages_storage_until_cleared,
  },
  'localStorage:gh-last-location': {
    purpose: m.pages_storage_last_location_purpose,
    lifetime: m.pages_storage_until_cleared,
  },
  'sessionStorage:gh-checkout-form': {
    purpose: m.pages_storage_checkout_form_purpose,
    lifetime: m.pages_storage_until_tab_closed,
  },
  'sessionStorage:gh-scroll-positions': {
    purpose: m.pages_storage_scroll_positions_purpose,
    lifetime: m.pages_storage_until_tab_closed,
  },
  'sessionStorage:payment-started:*': {
    purpose: m.pages_storage_payment_started_purpose,
    lifetime: m.pages_storage_payment_started_lifetime,
  },
  'localStorage:gh-order-planned:*': {
    purpose: m.pages_storage_order_planned_purpose,
    lifetime: m.pages_storage_until_cleared,
  },
  'cookie:token': { purpose: m.pages_storage_token_purpose, lifetime: m.pages_storage_twelve_hours },
  'cookie:admin_device': {
    purpose: m.pages_storage_admin_device_purpose,
    lifetime: m.pages_storage_thirty_days,
  },
};

/** The processors of PROCESSORS (by its Dutch name) in the page's language; the same fallback. */
export const PROCESSOR_TEXTS: Record<string, { name: Text; role: Text; data: Text }> = {
  'Mollie B.V. (Amsterdam)': {
    name: m.pages_privacy_mollie_name,
    role: m.pages_privacy_mollie_role,
    data: m.pages_privacy_mollie_data,
  },
  'onze e-mailprovider (SMTP)': {
    name: m.pages_privacy_smtp_name,
    role: m.pages_privacy_smtp_role,
    data: m.pages_privacy_smtp_data,
  },
  'onze hostingpartij': {
    name: m.pages_privacy_hosting_name,
    role: m.pages_privacy_hosting_role,
    data: m.pages_privacy_hosting_data,
  },
};

/** The periods as the server applies them; without an answer, the defaults the server starts from. */
const DEFAULT_POLICY: PrivacyPolicy = {
  orderMonths: PRIVACY_RETENTION.defaultOrderMonths,
  contactMonths: PRIVACY_RETENTION.contactMonths,
  applicationWeeks: PRIVACY_RETENTION.applicationWeeks,
  applicationConsentMonths: PRIVACY_RETENTION.applicationConsentMonths,
  taxYears: PRIVACY_RETENTION.taxYears,
  linkHours: PRIVACY_LINK_HOURS,
};

function storageText(item: StorageItem) {
  const texts = STORAGE_TEXTS[`${item.kind}:${item.name}`];
  return texts
    ? { purpose: texts.purpose(), lifetime: texts.lifetime(), lang: undefined }
    : { purpose: item.purpose, lifetime: item.lifetime, lang: 'nl' };
}

/** One entry per cookie or key: a list, so it reflows at any width instead of scrolling sideways. */
function StorageList({ audience }: { audience: 'bezoekers' | 'medewerkers' }) {
  return (
    <ul className="divide-y divide-black/10 border-y border-black/10 dark:divide-white/10 dark:border-white/10">
      {STORAGE_ITEMS.filter((item) => item.audience === audience).map((item) => {
        const text = storageText(item);
        return (
          <li key={`${item.kind}:${item.name}`} className="py-2" lang={text.lang}>
            <p>
              <code className="font-bold">{item.name}</code>{' '}
              <span className="text-sm">
                ({KIND_LABELS[item.kind]()}, {text.lifetime})
              </span>
            </p>
            <p className="text-sm">{text.purpose}</p>
          </li>
        );
      })}
    </ul>
  );
}

function Processor({ processor }: { processor: (typeof PROCESSORS)[number] }) {
  const texts = PROCESSOR_TEXTS[processor.name];
  return (
    <li lang={texts ? undefined : 'nl'}>
      <strong>{texts ? texts.name() : processor.name}</strong>, {texts ? texts.role() : processor.role}:{' '}
      {texts ? texts.data() : processor.data}.
    </li>
  );
}

/** The terms of sale, in order: each a title and its text. */
const TERMS: [Text, Text][] = [
  [m.pages_terms_scope, m.pages_terms_scope_text],
  [m.pages_terms_prices, m.pages_terms_prices_text],
  [m.pages_terms_contract, m.pages_terms_contract_text],
  [m.pages_terms_withdrawal, m.pages_terms_withdrawal_text],
  [m.pages_terms_delivery, m.pages_terms_delivery_text],
  [m.pages_terms_allergens, m.pages_terms_allergens_text],
  [m.pages_terms_complaints, m.pages_terms_complaints_text],
  [m.pages_terms_law, m.pages_terms_law_text],
];

export function PrivacyPage({ policy }: { policy: PrivacyPolicy | null }) {
  const p = policy ?? DEFAULT_POLICY;
  return (
    <>
      <PageHeader eyebrow={m.pages_privacy_eyebrow()} title={m.pages_privacy_title()}>
        {m.pages_privacy_intro()}
      </PageHeader>
      <nav aria-label={m.pages_privacy_on_this_page()} className={`${card} mb-8 max-w-3xl`}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 font-semibold underline">
          <li>
            <a href="#privacy">{m.pages_privacy_statement()}</a>
          </li>
          <li>
            <a href="#cookies">{m.pages_privacy_cookies()}</a>
          </li>
          <li>
            <a href="#voorwaarden">{m.pages_privacy_terms()}</a>
          </li>
        </ul>
      </nav>
      <div className="max-w-3xl">
        <section aria-labelledby="privacy" className={section}>
          <h2 id="privacy" className={h2}>
            {m.pages_privacy_statement()}
          </h2>
          <p>{m.pages_privacy_controller({ company: brand.company, kvk: brand.kvk })}</p>
          <h3 className="text-lg font-bold">{m.pages_privacy_what_and_why()}</h3>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <strong>{m.pages_privacy_orders()}</strong> {m.pages_privacy_orders_why()}
            </li>
            <li>
              <strong>{m.pages_privacy_payments()}</strong> {m.pages_privacy_payments_why()}
            </li>
            <li>
              <strong>{m.pages_privacy_contact()}</strong> {m.pages_privacy_contact_why()}
            </li>
            <li>
              <strong>{m.pages_privacy_applications()}</strong> {m.pages_privacy_applications_why()}
            </li>
          </ul>
          <h3 className="text-lg font-bold">{m.pages_privacy_how_long()}</h3>
          <ul data-retention className="list-disc space-y-1 pl-6">
            <li>
              <strong>{m.pages_privacy_orders()}</strong>{' '}
              {m.pages_privacy_keep_orders({ orderMonths: p.orderMonths, taxYears: p.taxYears })}
            </li>
            <li>
              <strong>{m.pages_privacy_contact_messages()}</strong>{' '}
              {m.pages_privacy_keep_contact({ contactMonths: p.contactMonths })}
            </li>
            <li>
              <strong>{m.pages_privacy_applications_and_cvs()}</strong>{' '}
              {m.pages_privacy_keep_applications({
                applicationWeeks: p.applicationWeeks,
                applicationConsentMonths: p.applicationConsentMonths,
              })}
            </li>
          </ul>
          <p>{m.pages_privacy_automatic()}</p>
          <h3 className="text-lg font-bold">{m.pages_privacy_processors_title()}</h3>
          <p>{m.pages_privacy_processors_intro()}</p>
          <ul data-processors className="list-disc space-y-1 pl-6">
            {PROCESSORS.map((processor) => (
              <Processor key={processor.name} processor={processor} />
            ))}
          </ul>
          <h3 className="text-lg font-bold">{m.pages_privacy_rights_title()}</h3>
          <p>
            {m.pages_privacy_rights_before_link()}{' '}
            <Link className={textLink} to={paths.myData}>
              {m.pages_mydata_title()}
            </Link>
            {m.pages_privacy_rights_after_link({ linkHours: p.linkHours })}{' '}
            <a className="font-semibold underline" href={`mailto:${brand.privacyEmail}`}>
              {brand.privacyEmail}
            </a>
            {m.pages_privacy_rights_end()}
          </p>
        </section>
        <section aria-labelledby="cookies" className={section}>
          <h2 id="cookies" className={h2}>
            {m.pages_privacy_cookies_title()}
          </h2>
          <p>{m.pages_privacy_cookies_intro()}</p>
          <StorageList audience="bezoekers" />
          <p>{m.pages_privacy_cookies_staff()}</p>
          <StorageList audience="medewerkers" />
          <p>{m.pages_privacy_cookies_vitals()}</p>
        </section>
        <section aria-labelledby="voorwaarden" className={section}>
          <h2 id="voorwaarden" className={h2}>
            {m.pages_privacy_terms()}
          </h2>
          <ol className="list-decimal space-y-2 pl-6">
            {TERMS.map(([title, text], i) => (
              <li key={i}>
                <strong>{title()}</strong> {text()}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
