/** Whether a location takes orders now, as a pill: on the chooser and above the menu (issue 17 item 6). */
import { useLocations, type LocationInfo } from '../../../lib/locations/get-locations';

type Status = LocationInfo['status'];

const TONE: Record<Status['state'], { pill: string; dot: string }> = {
  open: {
    pill: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
    dot: 'bg-green-600',
  },
  'pickup-only': {
    pill: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
    dot: 'bg-amber-600',
  },
  later: {
    pill: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
    dot: 'bg-amber-600',
  },
  closed: {
    pill: 'bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
    dot: 'bg-neutral-500',
  },
  paused: {
    pill: 'bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
    dot: 'bg-brand-red',
  },
};

export function StatusPill({ status, id }: { status: Status; id?: string }) {
  const tone = TONE[status.state];
  return (
    <p
      id={id}
      data-state={status.state}
      className={`inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${tone.pill}`}
    >
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${tone.dot}`} />
      {status.text}
    </p>
  );
}

/**
 * The status of one location, read from /api/locations after the page has loaded: it depends on the
 * clock, so it stays out of the cached menu answer. Keeps its height while loading.
 */
export function LocationStatus({ slug }: { slug: string }) {
  const locations = useLocations();
  const location = Array.isArray(locations)
    ? locations.find((l) => l.slug.toLowerCase() === slug.toLowerCase())
    : undefined;
  return (
    <div className="mt-3 min-h-7" aria-live="polite">
      {location?.status && <StatusPill status={location.status} id="locatie-status" />}
    </div>
  );
}
