/** The home page's drawn illustration: golden chickens turning on the spit above the coals. */
import * as m from '@gh/i18n/messages';
export function HeroArt({ className }: { className?: string }) {
  const chicken = (x: number, y: number) => (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="0" rx="62" ry="40" fill="url(#gh-roast)" />
      <ellipse cx="-10" cy="-14" rx="34" ry="14" fill="#f6c85f" opacity="0.55" />
      <path d="M48 10 q30 4 34 22 q-4 10 -14 6 q-6 -14 -26 -14z" fill="url(#gh-roast)" />
      <circle cx="74" cy="36" r="8" fill="#fff8e7" />
      <path d="M-48 10 q-30 4 -34 22 q4 10 14 6 q6 -14 26 -14z" fill="url(#gh-roast)" />
      <circle cx="-74" cy="36" r="8" fill="#fff8e7" />
      <path
        d="M-30 -6 q10 6 20 0 M6 -10 q10 6 20 0"
        stroke="#8b4a12"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
  return (
    <svg viewBox="0 0 480 400" className={className} role="img" aria-labelledby="hero-art-title">
      <title id="hero-art-title">{m.site_home_hero_art()}</title>
      <defs>
        <radialGradient id="gh-sun" cx="50%" cy="45%" r="55%">
          <stop offset="0" stopColor="#ffe066" />
          <stop offset="1" stopColor="#ffd100" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="gh-roast" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8a33d" />
          <stop offset="0.6" stopColor="#c46a1c" />
          <stop offset="1" stopColor="#8b3d0f" />
        </linearGradient>
        <linearGradient id="gh-flame" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#c8102e" />
          <stop offset="0.6" stopColor="#ff7a00" />
          <stop offset="1" stopColor="#ffd100" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="190" r="190" fill="url(#gh-sun)" />
      <g stroke="#ffd100" strokeWidth="6" strokeLinecap="round" opacity="0.7">
        <path d="M240 10v30M70 80l22 20M410 80l-22 20M30 200h30M420 200h30" />
      </g>
      <rect x="36" y="122" width="408" height="10" rx="5" fill="#6b6b6b" />
      <circle cx="40" cy="127" r="14" fill="#3a3a3a" />
      <circle cx="440" cy="127" r="14" fill="#3a3a3a" />
      {chicken(140, 126)}
      {chicken(340, 126)}
      <rect x="36" y="232" width="408" height="10" rx="5" fill="#6b6b6b" />
      {chicken(240, 236)}
      <g className="gh-float">
        <path
          d="M90 380 q20 -60 40 -30 q10 -50 34 -10 q14 -40 30 0 q20 -56 40 -6 q16 -44 34 0 q22 -50 40 -4 q20 -40 34 10 q14 -30 30 40z"
          fill="url(#gh-flame)"
        />
      </g>
      <rect x="70" y="372" width="340" height="24" rx="12" fill="#2a1a12" />
      <g fill="#ff7a00">
        <circle cx="120" cy="384" r="6" />
        <circle cx="180" cy="386" r="5" />
        <circle cx="250" cy="383" r="7" />
        <circle cx="320" cy="386" r="5" />
        <circle cx="370" cy="384" r="6" />
      </g>
    </svg>
  );
}

/** A small drawn icon per menu category for product cards. */
export function CategoryArt({ category, className }: { category: string; className?: string }) {
  const common = { className, 'aria-hidden': true as const, viewBox: '0 0 64 64' };
  switch (category) {
    case 'burgers':
      return (
        <svg {...common}>
          <path d="M10 30 q22 -26 44 0z" fill="#e8a33d" />
          <rect x="8" y="30" width="48" height="6" rx="3" fill="#4caf50" />
          <rect x="10" y="36" width="44" height="8" rx="3" fill="#c46a1c" />
          <rect x="9" y="44" width="46" height="4" rx="2" fill="#ffd100" />
          <path d="M10 48 h44 q0 8 -8 8 h-28 q-8 0 -8 -8z" fill="#e8a33d" />
        </svg>
      );
    case 'wraps':
      return (
        <svg {...common}>
          <path d="M14 50 L40 10 L54 20 L28 58z" fill="#f6d79a" stroke="#c99a4e" strokeWidth="2" />
          <path d="M40 10 L54 20 L50 26 L36 16z" fill="#4caf50" />
          <path d="M36 16 L50 26 L47 31 L33 21z" fill="#c8102e" />
        </svg>
      );
    case 'menus':
      return (
        <svg {...common}>
          <path d="M14 24 h16 l-3 32 h-10z" fill="#c8102e" />
          <g fill="#ffd100">
            <rect x="15" y="12" width="3" height="14" />
            <rect x="20" y="10" width="3" height="16" />
            <rect x="25" y="13" width="3" height="13" />
          </g>
          <ellipse cx="44" cy="42" rx="14" ry="10" fill="#c46a1c" />
          <circle cx="54" cy="52" r="4" fill="#fff8e7" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <ellipse cx="30" cy="36" rx="20" ry="14" fill="#c46a1c" />
          <ellipse cx="26" cy="31" rx="10" ry="5" fill="#e8a33d" />
          <path d="M46 40 q10 2 10 10 l-6 2 q-2 -6 -8 -6z" fill="#c46a1c" />
          <circle cx="55" cy="53" r="4" fill="#fff8e7" />
        </svg>
      );
  }
}
