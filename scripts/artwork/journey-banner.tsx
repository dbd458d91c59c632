/** @jsxImportSource preact */
import { mix, palette } from './palette';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 640;

const farHill = mix(palette.tint, palette.brandSoft, 0.2);
const midHill = mix(palette.tint, palette.brandSoft, 0.4);
const glow = mix(palette.tint, palette.accent, 0.35);

/**
 * The booking page's banner: the hero's landscape opened out wide. A road
 * winds from the foreground to the rising sun past three milestones (the
 * three steps of the journey), under a colonnade of arches.
 */
export function JourneyBanner() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}`} width={BANNER_WIDTH} height={BANNER_HEIGHT} fill="none">
      <defs>
        <linearGradient id="b-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <radialGradient id="b-glow" cx="0.7" cy="0.52" r="0.45">
          <stop offset="0" stop-color={glow} />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </radialGradient>
        <linearGradient id="b-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brand} />
        </linearGradient>
      </defs>

      <rect width={BANNER_WIDTH} height={BANNER_HEIGHT} fill="url(#b-sky)" />
      <rect width={BANNER_WIDTH} height={BANNER_HEIGHT} fill="url(#b-glow)" />

      {/* A colonnade of arches, fading into the distance. */}
      <g stroke={palette.line} stroke-width="2">
        {[0, 1, 2, 3, 4].map((i) => {
          const x = 90 + i * 120;
          return <path d={`M${x} 640V300a50 50 0 0 1 100 0v340`} stroke-opacity={1 - i * 0.16} />;
        })}
      </g>

      <circle cx="1120" cy="330" r="150" stroke={palette.accent} stroke-opacity="0.2" stroke-width="2" />
      <circle cx="1120" cy="330" r="112" stroke={palette.accent} stroke-opacity="0.4" stroke-width="2" />
      <circle cx="1120" cy="330" r="76" fill={palette.accent} />
      <path d="M300 120h110M350 146h130M1380 96h80M1320 122h150" stroke={palette.white} stroke-width="6" stroke-linecap="round" />

      <path d="M0 430c200-40 420-120 660-140 180-16 320 40 480 60s300-20 460-60v350H0z" fill={farHill} />
      <path d="M0 500c240-30 460 0 700 30s420 10 620-30c120-24 210-30 280-26v166H0z" fill={midHill} />
      <path d="M0 560c260-10 520-50 820-46s460 36 780 20v106H0z" fill="url(#b-near)" />

      <g stroke={palette.white} stroke-linecap="round">
        <path d="M240 640c140-30 300-50 420-64" stroke-width="10" />
        <path d="M660 576c120-14 200-30 170-58" stroke-width="8" />
        <path d="M830 518c-30-26 60-44 170-70" stroke-width="6.5" />
        <path d="M1000 448c50-14 90-30 120-46" stroke-width="5" />
      </g>
      <g stroke={palette.white} stroke-width="4">
        <circle cx="660" cy="576" r="11" fill={palette.brand} />
        <circle cx="830" cy="518" r="10" fill={palette.brandSoft} />
        <circle cx="1000" cy="448" r="9" fill={palette.brandSoft} />
      </g>
      <circle cx="1450" cy="210" r="5" fill={palette.accent} />
      <circle cx="220" cy="220" r="4" fill={palette.brandSoft} fill-opacity="0.5" />
    </svg>
  );
}

export default JourneyBanner;
