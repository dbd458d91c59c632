/** @jsxImportSource preact */
import { mix, palette } from './palette';
import { SHARE_FONT_FAMILY } from './share-image';

export const FOUNDER_ART_WIDTH = 480;
export const FOUNDER_ART_HEIGHT = 600;
/** The name line never runs wider than this, whatever its length (the caller measures it). */
export const FOUNDER_NAME_MAX_WIDTH = 360;

const farHill = mix(palette.tint, palette.brandSoft, 0.18);
const midHill = mix(palette.tint, palette.brandSoft, 0.38);
const glow = mix(palette.tint, palette.accent, 0.4);

export interface FounderArtProps {
  /** Two letters, or two Arabic letters kept apart so they do not join. */
  initials: string;
  name: string;
  /** Font size for the name, already fitted to FOUNDER_NAME_MAX_WIDTH. */
  nameSize: number;
  rtl: boolean;
}

/**
 * Stands in for the founder's photo until there is one: not a figure, but the
 * site's arch with a road climbing to a rising sun that carries the founder's
 * initials, and the name set beneath like a signature. Drawn once per
 * language: the Arabic landscape is mirrored so the road climbs the way the
 * page reads, and the text is set right to left, never flipped.
 */
export function FounderArt({ initials, name, nameSize, rtl }: FounderArtProps) {
  const W = FOUNDER_ART_WIDTH;
  const sun = { cx: 240, cy: 236, r: 62 };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${W} ${FOUNDER_ART_HEIGHT}`} width={W} height={FOUNDER_ART_HEIGHT} fill="none">
      <defs>
        <linearGradient id="f-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tint} />
          <stop offset="1" stop-color={palette.white} />
        </linearGradient>
        <linearGradient id="f-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <radialGradient id="f-glow" gradientUnits="userSpaceOnUse" cx={sun.cx} cy={sun.cy} r="170">
          <stop offset="0" stop-color={glow} />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </radialGradient>
        <linearGradient id="f-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brand} />
        </linearGradient>
        <clipPath id="f-arch">
          <path d="M96 470V240a144 144 0 0 1 288 0v230z" />
        </clipPath>
      </defs>

      <rect width={W} height={FOUNDER_ART_HEIGHT} fill="url(#f-card)" />
      <g transform={rtl ? `matrix(-1 0 0 1 ${W} 0)` : undefined}>
        <path d="M74 470V240a166 166 0 0 1 332 0v230" stroke={palette.line} stroke-width="1.5" />
        <path d="M52 470V240a188 188 0 0 1 376 0v230" stroke={palette.line} stroke-width="1" stroke-dasharray="2 8" stroke-linecap="round" />
        <g clip-path="url(#f-arch)">
          <rect x="96" y="90" width="288" height="380" fill="url(#f-sky)" />
          <rect x="96" y="90" width="288" height="380" fill="url(#f-glow)" />
          <path d="M122 176h44M136 190h52M320 140h34" stroke={palette.white} stroke-width="4" stroke-linecap="round" />
          <path d="M96 384c60-20 110-50 170-58s90 4 118 12v132H96z" fill={farHill} />
          <path d="M96 418c70-14 130-4 190 12s70 6 98-2v42H96z" fill={midHill} />
          <path d="M96 448c80-6 150-18 220-14s50 6 68 4v32H96z" fill="url(#f-near)" />
          <g stroke={palette.white} stroke-linecap="round">
            <path d="M130 470c50-6 96-12 126-24" stroke-width="6" />
            <path d="M256 446c34-12 40-28 14-40" stroke-width="5" />
            <path d="M270 406c-22-14-14-34 2-52" stroke-width="4" />
          </g>
        </g>
        <g stroke={palette.white} stroke-width="2.5">
          <circle cx="256" cy="446" r="6.5" fill={palette.brand} />
          <circle cx="270" cy="406" r="6" fill={palette.brandSoft} />
        </g>
        <circle cx={sun.cx + sun.r * 1.9 + 30} cy="112" r="3.5" fill={palette.accent} />
        <circle cx="70" cy="196" r="3" fill={palette.brandSoft} fill-opacity="0.5" />
      </g>

      {/* The sun as a medallion carrying the initials: outside the mirrored group, so the letters read true. */}
      <circle cx={sun.cx} cy={sun.cy} r={sun.r * 1.9} stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
      <circle cx={sun.cx} cy={sun.cy} r={sun.r * 1.45} stroke={palette.accent} stroke-opacity="0.45" stroke-width="1.5" />
      <circle cx={sun.cx} cy={sun.cy} r={sun.r} fill={palette.accent} />
      <circle cx={sun.cx} cy={sun.cy} r={sun.r - 8} stroke={palette.white} stroke-opacity="0.7" stroke-width="1.5" />
      <text
        x={sun.cx}
        y={sun.cy + (rtl ? 14 : 15)}
        text-anchor="middle"
        direction={rtl ? 'rtl' : undefined}
        font-family={SHARE_FONT_FAMILY}
        font-size={rtl ? 44 : 42}
        font-weight="700"
        letter-spacing={rtl ? undefined : 2}
        fill={palette.brandStrong}
      >
        {initials}
      </text>

      <path d="M40 470h400" stroke={palette.line} stroke-width="1.5" stroke-linecap="round" />
      <text
        x={W / 2}
        y="534"
        text-anchor="middle"
        direction={rtl ? 'rtl' : undefined}
        font-family={SHARE_FONT_FAMILY}
        font-size={nameSize}
        font-weight="700"
        fill={palette.brandStrong}
      >
        {name}
      </text>
      <path d={`M${W / 2 - 24} 562h48`} stroke={palette.accent} stroke-width="3" stroke-linecap="round" />
    </svg>
  );
}

export default FounderArt;
