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
