/**
 * The site's links: React Router's Link and NavLink less what only its framework mode uses (route
 * module prefetch, route discovery, view transitions, masks). Theirs carry that machinery into every
 * first visit whether used or not; with these, it leaves the browser bundle (issue 28, decision 051).
 * Same markup, same navigation: a plain click moves within the app, a modified click, another target
 * or a download is left to the browser (React Router's useLinkClickHandler decides).
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from '../lib/router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  target,
  onClick,
  children,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, preventScrollReset, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A function gets whether the link is the page shown; a string gets `active` added then. */
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/** A link that knows it points at the page shown: `aria-current="page"` then (case-insensitive, as React Router's). */
export function NavLink({ to, end = false, className = '', ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : ''].filter(Boolean).join(' ')
      }
    />
  );
}
