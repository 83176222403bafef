/**
 * The accessibility statement (toegankelijkheidsverklaring, issue 21 item 4), laid out as the Dutch
 * government's model statement: status, scope, the review behind it, what is known to fall short
 * and when it is fixed, and how to reach us. Its facts live in ACCESSIBILITY_STATEMENT below, the
 * same ones docs/accessibility.md records: a fix or a new review changes both.
 */
import { INTL_LOCALE } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { brand, telHref } from '../../../lib/brand';
import { currentLang } from '../../../lib/lang';
import { paths } from '../../../lib/paths';
import { noBreak } from '../../../lib/no-break';
import { card, PageHeader, textLink } from './ui';
import { Link } from '../../../components/link';

type Text = () => string;

interface KnownIssue {
  /** The WCAG success criterion, number and name. */
  criterion: Text;
  what: Text;
  plan: Text;
}

/** The statement's facts. Update with every review (docs/accessibility.md). */
export const ACCESSIBILITY_STATEMENT: {
  status: 'A' | 'B' | 'C' | 'D' | 'E';
  /** The day of our own review (ISO date). */
  reviewed: string;
  auditPlanned: string;
  answerDays: number;
  knownIssues: readonly KnownIssue[];
} = {
  /** The model's compliance status, A to E. */
  status: 'C',
  reviewed: '2026-11-26',
  /** When the independent WCAG-EM audit of all 50 criteria is to be done (status C: within 6 months). */
  auditPlanned: '2027-05',
  /** How many working days we take to answer a question or complaint about accessibility. */
  answerDays: 5,
  /** What the review found and could not fix yet, each with its criterion and plan (in the messages). */
  knownIssues: [
    {
      what: m.pages_a11y_issue_toasts_what,
      criterion: m.pages_a11y_issue_toasts_criterion,
      plan: m.pages_a11y_issue_toasts_plan,
    },
  ],
};

const STATUS_MEANING: Record<(typeof ACCESSIBILITY_STATEMENT)['status'], Text> = {
  A: m.pages_a11y_status_a,
  B: m.pages_a11y_status_b,
  C: m.pages_a11y_status_c,
  D: m.pages_a11y_status_d,
  E: m.pages_a11y_status_e,
};

/** `2026-11-26` as "26 november 2026" or "26 November 2026"; `2027-05` as "mei 2027" or "May 2027". */
function statementDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[currentLang()], {
    day: day ? 'numeric' : undefined,
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 2026, (month ?? 1) - 1, day ?? 1));
}

const section = 'space-y-3 leading-relaxed';
const h2 = 'pt-6 text-2xl font-bold';

export function AccessibilityPage() {
  const s = ACCESSIBILITY_STATEMENT;
  const reviewed = statementDate(s.reviewed);
  return (
    <>
      <PageHeader eyebrow={m.pages_a11y_eyebrow()} title={m.pages_a11y_title()}>
        {m.pages_a11y_intro({ company: brand.company })}
      </PageHeader>
      <div className="max-w-3xl">
        <section aria-labelledby="status" className={`${card} ${section}`}>
          <h2 id="status" className="text-2xl font-bold">
            {m.pages_a11y_status_title({ status: s.status })}
          </h2>
          <p>
            {m.pages_a11y_status_before()}
            <strong>{brand.name}</strong>
            {m.pages_a11y_status_after()} <strong>{s.status}</strong>: {STATUS_MEANING[s.status]()}
          </p>
          <p>
            {m.pages_a11y_updated_before()} <strong>{reviewed}</strong>
            {m.pages_a11y_updated_after()}
          </p>
        </section>

        <section aria-labelledby="over" className={section}>
          <h2 id="over" className={h2}>
            {m.pages_a11y_scope_title()}
          </h2>
          <p>{m.pages_a11y_scope()}</p>
          <p>
            {m.pages_a11y_standard_before()} <strong>{m.pages_a11y_standard_level()}</strong>
            {m.pages_a11y_standard_middle()} <strong>EN 301 549</strong> {m.pages_a11y_standard_after()}
          </p>
        </section>

        <section aria-labelledby="hoe" className={section}>
          <h2 id="hoe" className={h2}>
            {m.pages_a11y_method_title()}
          </h2>
          <p>{m.pages_a11y_method_intro({ reviewed })}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>{m.pages_a11y_method_keyboard()}</li>
            <li>{m.pages_a11y_method_screen_reader()}</li>
            <li>{m.pages_a11y_method_zoom()}</li>
            <li>{m.pages_a11y_method_motion()}</li>
            <li>{m.pages_a11y_method_targets()}</li>
            <li>{m.pages_a11y_method_structure()}</li>
          </ul>
          <p>{m.pages_a11y_method_automatic({ auditPlanned: statementDate(s.auditPlanned) })}</p>
        </section>

        <section aria-labelledby="bekend" className={section}>
          <h2 id="bekend" className={h2}>
            {m.pages_a11y_known_title()}
          </h2>
          {s.knownIssues.length === 0 ? (
            <p>{m.pages_a11y_known_none()}</p>
          ) : (
            <ul className="space-y-4">
              {s.knownIssues.map((issue) => (
                <li key={issue.criterion()} className={card}>
                  <p>{issue.what()}</p>
                  <p className="mt-2 text-sm">
                    <strong>{m.pages_a11y_criterion()}</strong> WCAG {issue.criterion()}
                  </p>
                  <p className="text-sm">
                    <strong>{m.pages_a11y_plan()}</strong> {issue.plan()}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="contact" className={section}>
          <h2 id="contact" className={h2}>
            {m.pages_a11y_contact_title()}
          </h2>
          <p>
            {m.pages_a11y_contact_before_link()}{' '}
            <Link className={textLink} to={paths.contact}>
              {m.pages_a11y_contact_link()}
            </Link>{' '}
            {m.pages_a11y_contact_or_mail()}{' '}
            <a className={textLink} href={`mailto:${brand.email}`}>
              {brand.email}
            </a>
            {m.pages_a11y_contact_phone()}{' '}
            {brand.locations.map((location, i) => (
              <span key={location.slug}>
                {i > 0 && ` ${m.pages_a11y_or()} `}
                <a className={textLink} href={telHref(location.phone)}>
                  {noBreak(location.phone)}
                </a>{' '}
                ({location.city})
              </span>
            ))}
            .
          </p>
          <p>{m.pages_a11y_answer({ answerDays: s.answerDays })}</p>
        </section>
      </div>
    </>
  );
}
