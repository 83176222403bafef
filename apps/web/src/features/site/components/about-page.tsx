/** Over ons: the story, the quality promise and the halal answer. */
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { ChickenSvg } from './chicken-svg';
import { card, muted, PageHeader, primaryButton } from './ui';
import { Link } from '../../../components/link';

/** Read while rendering: the texts are in the page's language. */
const promises = () => [
  { title: m.site_about_promise_halal_title(), text: m.site_about_promise_halal_text() },
  { title: m.site_about_promise_farm_title(), text: m.site_about_promise_farm_text() },
  { title: m.site_about_promise_marinade_title(), text: m.site_about_promise_marinade_text() },
  { title: m.site_about_promise_fresh_title(), text: m.site_about_promise_fresh_text() },
];

export function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={m.nav_about()} title={m.site_about_title()}>
        {m.site_about_intro()}
      </PageHeader>
      <div className="grid items-start gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-5 text-lg leading-relaxed">
          <h2 className="text-2xl font-bold">{m.site_about_story_title()}</h2>
          <p>{m.site_about_story_1()}</p>
          <p>{m.site_about_story_2()}</p>
          <h2 className="pt-4 text-2xl font-bold">{m.site_about_halal_title()}</h2>
          <p>
            <strong>{m.site_about_halal_yes()}</strong> {m.site_about_halal_text()}{' '}
            <Link to={paths.allergens} className="font-semibold underline">
              {m.site_about_halal_link()}
            </Link>{' '}
            {m.site_about_halal_after()}
          </p>
          <h2 className="pt-4 text-2xl font-bold">{m.site_about_promises_title()}</h2>
          <ul className="grid gap-5 sm:grid-cols-2">
            {promises().map((p) => (
              <li key={p.title} className={card}>
                <h3 className="text-lg font-bold">{p.title}</h3>
                <p className={`mt-2 text-base ${muted}`}>{p.text}</p>
              </li>
            ))}
          </ul>
          <h2 className="pt-4 text-2xl font-bold">{m.site_about_neighbourhood_title()}</h2>
          <p>{m.site_about_neighbourhood_text()}</p>
        </div>
        <aside className={`${card} text-center`} aria-label={m.site_about_order_label()}>
          <div className="mx-auto grid size-40 place-items-center rounded-full bg-brand-yellow">
            <ChickenSvg className="size-32" />
          </div>
          <p className="mt-4 text-xl font-bold">{m.site_about_order_title()}</p>
          <p className={`mt-1 ${muted}`}>{m.site_about_order_text()}</p>
          <Link to={paths.menu} className={`mt-5 ${primaryButton}`}>
            {m.site_order_now()}
          </Link>
        </aside>
      </div>
    </>
  );
}
