/** @jsxImportSource preact */
import { mix, palette } from './palette';

const farHill = mix(palette.tint, palette.brandSoft, 0.18);
const midHill = mix(palette.tint, palette.brandSoft, 0.38);

/**
 * Home hero: a path climbing through layered hills towards a rising sun,
 * framed by an arch. The arch nods to the region's architecture and keeps the
 * scene contained so the page's white space does the rest.
 */
export function HeroArt() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 560" width="640" height="560" fill="none">
      <defs>
        <linearGradient id="h-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <linearGradient id="h-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brand} />
        </linearGradient>
        <clipPath id="h-arch">
          <path d="M100 530V270a220 220 0 0 1 440 0v260z" />
        </clipPath>
      </defs>

      <path d="M76 530V270a244 244 0 0 1 488 0v260" stroke={palette.line} stroke-width="1.5" />
      <path d="M52 530V270a268 268 0 0 1 536 0v260" stroke={palette.line} stroke-width="1" stroke-dasharray="2 8" stroke-linecap="round" />

      <g clip-path="url(#h-arch)">
        <rect x="100" y="50" width="440" height="480" fill="url(#h-sky)" />
        <circle cx="456" cy="258" r="80" stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
        <circle cx="456" cy="258" r="61" stroke={palette.accent} stroke-opacity="0.45" stroke-width="1.5" />
        <circle cx="456" cy="258" r="42" fill={palette.accent} />
        <path d="M150 178h64M176 194h70M330 146h40" stroke={palette.white} stroke-width="4" stroke-linecap="round" />
        <path d="M100 446c90-26 190-116 300-146 50-14 90-16 140-4v234H100z" fill={farHill} />
        <path d="M430 372c40-12 76-14 110-8M470 336c24-6 48-6 70-2" stroke={palette.white} stroke-opacity="0.55" stroke-width="1.5" stroke-linecap="round" />
        <path d="M100 386c60-14 120 0 190 26s170 20 250-6v124H100z" fill={midHill} />
        <path d="M100 474c90-6 180-34 270-28s120 30 170 24v60H100z" fill="url(#h-near)" />
        {/* Split at the milestones so each dot hides a join and the road narrows with distance. */}
        <g stroke={palette.white} stroke-linecap="round">
          <path d="M140 530c60-9 120-16.5 161.2-26.5" stroke-width="7.5" />
          <path d="M301.2 503.5c41.2-10 63.8-22.5 48.8-41.5" stroke-width="6.5" />
          <path d="M350 462c-20-24-120-18-110-52" stroke-width="5.5" />
          <path d="M240 410c8-26 80-60 152-104" stroke-width="4.5" />
        </g>
      </g>

      <g stroke={palette.white} stroke-width="3">
        <circle cx="301.2" cy="503.5" r="7.5" fill={palette.brand} />
        <circle cx="350" cy="462" r="7" fill={palette.brandSoft} />
        <circle cx="240" cy="410" r="6.5" fill={palette.brandSoft} />
      </g>
      <circle cx="392" cy="306" r="14" fill={palette.white} stroke={palette.accent} stroke-width="1.5" />
      <circle cx="392" cy="306" r="6" fill={palette.accent} />

      <circle cx="560" cy="120" r="4" fill={palette.accent} />
      <circle cx="86" cy="190" r="3" fill={palette.brandSoft} fill-opacity="0.5" />
      <path d="M40 530h560" stroke={palette.line} stroke-width="1.5" stroke-linecap="round" />
    </svg>
  );
}

export default HeroArt;
