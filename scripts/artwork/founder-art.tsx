/** @jsxImportSource preact */
import { mix, palette } from './palette';

export const FOUNDER_ART_WIDTH = 480;
export const FOUNDER_ART_HEIGHT = 600;

const wall = mix(palette.tint, palette.brandSoft, 0.12);
const floor = mix(palette.tint, palette.brandSoft, 0.38);
const rug = mix(palette.tint, palette.brandSoft, 0.22);
const glow = mix(palette.tint, palette.accent, 0.4);
const deepGold = mix(palette.accent, palette.brandStrong, 0.2);
const leaf = mix(palette.brandSoft, palette.tint, 0.2);

/** An armchair seen from the side, its back at `x`, facing `facing` (1: right, -1: left). */
function Chair({ x, facing }: { x: number; facing: 1 | -1 }) {
  const seat = facing === 1 ? x : x - 78;
  const back = facing === 1 ? x : x - 24;
  return (
    <g>
      <rect x={back} y="392" width="24" height="104" rx="12" fill={palette.brand} />
      <rect x={seat} y="456" width="78" height="24" rx="10" fill={palette.brandSoft} />
      <rect x={facing === 1 ? seat + 66 : seat} y="440" width="12" height="40" rx="6" fill={palette.brand} />
      <g stroke={palette.brand} stroke-width="5" stroke-linecap="round">
        <path d={`M${seat + 10} 480l-3 44`} />
        <path d={`M${seat + 68} 480l3 44`} />
      </g>
    </g>
  );
}

/**
 * Stands in for the founder's photo until there is one: no figure and no words (the page sets
 * her name beside it as text). The site's arch as a window onto the rising sun, and under it
 * two armchairs turned to each other across a low table: a coaching conversation. Nothing in it
 * travels, so it is drawn once and never mirrored.
 */
export function FounderArt() {
  const W = FOUNDER_ART_WIDTH;
  const sun = { cx: 240, cy: 236, r: 46 };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${W} ${FOUNDER_ART_HEIGHT}`} width={W} height={FOUNDER_ART_HEIGHT} fill="none">
      <defs>
        <linearGradient id="f-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tint} />
          <stop offset="1" stop-color={palette.white} />
        </linearGradient>
        <linearGradient id="f-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={wall} />
        </linearGradient>
        <radialGradient id="f-glow" gradientUnits="userSpaceOnUse" cx={sun.cx} cy={sun.cy} r="170">
          <stop offset="0" stop-color={glow} />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </radialGradient>
        <clipPath id="f-arch">
          <path d="M96 540V250a144 144 0 0 1 288 0v290z" />
        </clipPath>
      </defs>

      <rect width={W} height={FOUNDER_ART_HEIGHT} fill="url(#f-card)" />
      <path d="M74 540V250a166 166 0 0 1 332 0v290" stroke={palette.line} stroke-width="1.5" />
      <path d="M52 540V250a188 188 0 0 1 376 0v290" stroke={palette.line} stroke-width="1" stroke-dasharray="2 8" stroke-linecap="round" />

      <g clip-path="url(#f-arch)">
        <rect x="96" y="100" width="288" height="440" fill="url(#f-sky)" />
        <rect x="96" y="100" width="288" height="440" fill="url(#f-glow)" />
        <path d="M122 196h44M136 210h52M322 162h34" stroke={palette.white} stroke-width="4" stroke-linecap="round" />
        <circle cx={sun.cx} cy={sun.cy} r={sun.r * 1.9} stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
        <circle cx={sun.cx} cy={sun.cy} r={sun.r * 1.45} stroke={palette.accent} stroke-opacity="0.45" stroke-width="1.5" />
        <circle cx={sun.cx} cy={sun.cy} r={sun.r} fill={palette.accent} />
        {/* The horizon seen through the window, then the room's floor. */}
        <path d="M96 352c60-16 110-34 170-38s90 6 118 14v40H96z" fill={mix(palette.tint, palette.brandSoft, 0.18)} />
        <path d="M96 368h288" stroke={palette.white} stroke-width="3" />
        <rect x="96" y="368" width="288" height="172" fill={wall} />
        <path d="M96 506h288v34H96z" fill={floor} />
        <ellipse cx="240" cy="522" rx="128" ry="12" fill={rug} />
        <Chair x={112} facing={1} />
        <Chair x={368} facing={-1} />
        {/* The table between them, two cups on it. */}
        <rect x="212" y="468" width="56" height="8" rx="4" fill={deepGold} />
        <path d="M240 476v44M226 522h28" stroke={deepGold} stroke-width="5" stroke-linecap="round" />
        <rect x="222" y="454" width="11" height="13" rx="3" fill={palette.white} stroke={palette.brandSoft} stroke-width="1.5" />
        <rect x="247" y="454" width="11" height="13" rx="3" fill={palette.white} stroke={palette.brandSoft} stroke-width="1.5" />
      </g>

      {/* A plant at the window's foot, outside the arch. */}
      <path d="M412 540l-6-40h32l-6 40z" fill={deepGold} />
      <g fill={leaf}>
        <ellipse cx="414" cy="476" rx="8" ry="22" transform="rotate(-24 414 476)" />
        <ellipse cx="430" cy="470" rx="8" ry="26" transform="rotate(18 430 470)" />
        <ellipse cx="422" cy="462" rx="7" ry="28" />
      </g>
      <circle cx="396" cy="132" r="3.5" fill={palette.accent} />
      <circle cx="70" cy="206" r="3" fill={palette.brandSoft} fill-opacity="0.5" />
      <path d="M40 540h400" stroke={palette.line} stroke-width="1.5" stroke-linecap="round" />
    </svg>
  );
}

export default FounderArt;
