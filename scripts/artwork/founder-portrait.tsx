/** @jsxImportSource preact */
import { mix, palette } from './palette';

const farHill = mix(palette.tint, palette.brandSoft, 0.16);
const midHill = mix(palette.tint, palette.brandSoft, 0.32);
const halo = mix(palette.tint, palette.accent, 0.6);

/**
 * Stand-in for the founder's photo until a real one is supplied: a faceless
 * head-and-shoulders figure standing in the hero's landscape, with the sun as
 * a halo so the two images read as one family.
 */
export function FounderPortrait() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 600" width="480" height="600" fill="none">
      <defs>
        <linearGradient id="p-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <linearGradient id="p-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brandStrong} />
        </linearGradient>
        <linearGradient id="p-head" x1="0.2" y1="0" x2="0.8" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brand} />
        </linearGradient>
      </defs>

      <rect width="480" height="600" fill="url(#p-sky)" />
      <circle cx="326" cy="188" r="148" stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
      <circle cx="326" cy="188" r="118" stroke={palette.accent} stroke-opacity="0.45" stroke-width="1.5" />
      <circle cx="326" cy="188" r="88" fill={halo} />
      <path d="M48 118h56M72 134h64M392 64h44" stroke={palette.white} stroke-width="4" stroke-linecap="round" />

      <path d="M0 440c80-30 150-34 240-10s170 10 240-24v194H0z" fill={farHill} />
      <path d="M0 500c90-20 170-12 250 6s160 10 230-10v104H0z" fill={midHill} />

      <rect x="207" y="250" width="66" height="130" rx="30" fill={palette.brand} />
      <path
        d="M40 600c0-140 30-192 100-208 50-12 68-32 72-66h56c4 34 22 54 72 66 70 16 100 68 100 208z"
        fill="url(#p-body)"
      />
      <path d="M207 324h66l-33 60z" fill={palette.brand} />
      <path
        d="M212 342l-28 54 56 68 56-68-28-54M240 464v136"
        stroke={palette.white}
        stroke-opacity="0.16"
        stroke-width="2"
        stroke-linejoin="round"
      />
      <ellipse cx="240" cy="214" rx="66" ry="82" fill="url(#p-head)" />
    </svg>
  );
}

export default FounderPortrait;
