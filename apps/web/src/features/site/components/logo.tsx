import { brand } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { ChickenSvg } from './chicken-svg';
import { Link } from '../../../components/link';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight max-[359px]:gap-1.5 max-[359px]:text-base"
    >
      <span className="grid size-10 place-items-center rounded-full bg-brand-yellow">
        <ChickenSvg className="size-8" />
      </span>
      <span>{brand.name}</span>
    </Link>
  );
}
