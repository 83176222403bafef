import * as m from '@gh/i18n/messages';
import { PageMeta } from '../components/page-meta';
import { paths } from '../lib/paths';
import { Link } from '../components/link';

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl p-8 text-center">
      <PageMeta title={m.common_not_found_title()} description={m.common_not_found_description()} noindex />
      <h1 className="text-3xl font-bold">{m.common_not_found_heading()}</h1>
      <p className="mt-4">{m.common_not_found_text()}</p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-full bg-brand-red px-6 py-3 font-semibold text-white"
      >
        {m.common_not_found_home()}
      </Link>
    </div>
  );
}
