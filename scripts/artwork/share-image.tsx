/** @jsxImportSource preact */
import { BrandMark } from './brand-mark';
import { mix, palette } from './palette';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** Social platforms crop and overlay the edges; nothing important goes outside this. */
export const SHARE_SAFE_MARGIN = 80;
/** Text keeps to one side so the landscape on the other side stays clear. */
export const SHARE_TEXT_MAX_WIDTH = 760;
/** The build machine's font; it shapes Arabic correctly, so both languages share it. */
export const SHARE_FONT_FAMILY = "'DejaVu Sans', sans-serif";

export type ShareLocale = 'en' | 'ar';

export interface ShareTextStyle {
  size: number;
  weight: 400 | 700;
}

export const brandStyle = (size: number): ShareTextStyle => ({ size, weight: 700 });
export const taglineStyle = (size: number): ShareTextStyle => ({ size, weight: 400 });

export interface ShareImageProps {
  locale: ShareLocale;
  /** Already wrapped and sized by the caller, which can measure the real font. */
  brandLines: string[];
  brandSize: number;
  taglineLines: string[];
  taglineSize: number;
}

const farHill = mix(palette.brandStrong, palette.brandSoft, 0.55);
const midHill = mix(palette.brandStrong, palette.brandSoft, 0.3);

/**
 * One line of share-image type, also used on its own to measure text with the
 * exact attributes the final image uses.
 */
export function ShareText({
  text,
  x,
  y,
  style,
  rtl,
  fill = palette.white,
  opacity,
}: {
  text: string;
  x: number;
  y: number;
  style: ShareTextStyle;
  rtl: boolean;
  fill?: string;
  opacity?: number;
}) {
  // With direction="rtl" the default anchor (start) already means "right edge at x";
  // text-anchor="end" would push Arabic off the left edge instead.
  return (
    <text
      x={x}
      y={y}
      direction={rtl ? 'rtl' : undefined}
      font-family={SHARE_FONT_FAMILY}
      font-size={style.size}
      font-weight={style.weight}
      fill={fill}
      fill-opacity={opacity}
    >
      {text}
    </text>
  );
}

/** The hero landscape, drawn for a dark ground and kept to the right of the frame. */
function Landscape() {
  return (
    <g fill="none">
      <circle cx="980" cy="360" r="330" stroke={palette.white} stroke-opacity="0.05" stroke-width="1.5" />
      <circle cx="980" cy="360" r="250" stroke={palette.white} stroke-opacity="0.07" stroke-width="1.5" />
      <circle cx="980" cy="360" r="170" stroke={palette.accent} stroke-opacity="0.25" stroke-width="1.5" />
      <circle cx="980" cy="360" r="120" stroke={palette.accent} stroke-opacity="0.45" stroke-width="1.5" />
      <circle cx="980" cy="360" r="82" fill={palette.accent} />
      <path d="M600 630c120-60 220-170 360-206 90-23 170-16 240-2v208z" fill={farHill} />
      <path d="M760 630c90-52 200-92 300-96 60-2 110 6 140 14v82z" fill={midHill} />
      <g stroke={palette.white} stroke-linecap="round">
        <path d="M840 630c60-20 190-30 170-58" stroke-width="7" />
        <path d="M1010 572c-15-22-90-24-80-56" stroke-width="5.5" />
        <path d="M930 516c8-26 30-56 45-78" stroke-width="4.5" />
      </g>
      <g stroke={palette.white} stroke-width="3">
        <circle cx="1010" cy="572" r="8" fill={palette.brandSoft} />
        <circle cx="930" cy="516" r="7" fill={palette.brandSoft} />
      </g>
      <circle cx="975" cy="438" r="14" fill={palette.white} stroke={palette.accent} stroke-width="2" />
      <circle cx="975" cy="438" r="6" fill={palette.accent} />
    </g>
  );
}

/**
 * Social share card. Arabic mirrors the whole composition so the text block
 * sits where a right-to-left reader starts.
 */
export function ShareImage({ locale, brandLines, brandSize, taglineLines, taglineSize }: ShareImageProps) {
  const rtl = locale === 'ar';
  const textX = rtl ? SHARE_WIDTH - SHARE_SAFE_MARGIN : SHARE_SAFE_MARGIN;
  const markSize = 76;
  const markX = rtl ? SHARE_WIDTH - SHARE_SAFE_MARGIN - markSize : SHARE_SAFE_MARGIN;

  // Laid out bottom-up from the safe margin so any number of lines stays inside it.
  // Arabic letterforms reach further above and below the line than Latin ones.
  const brandLeading = Math.round(brandSize * (rtl ? 1.32 : 1.18));
  const taglineLeading = Math.round(taglineSize * (rtl ? 1.55 : 1.4));
  const lastTaglineY = SHARE_HEIGHT - SHARE_SAFE_MARGIN;
  const firstTaglineY = lastTaglineY - taglineLeading * (taglineLines.length - 1);
  const ruleY = firstTaglineY - Math.round(taglineSize * 1.1) - 24;
  const lastBrandY = ruleY - 36;
  const firstBrandY = lastBrandY - brandLeading * (brandLines.length - 1);
  const ruleWidth = 72;
  const ruleX = rtl ? SHARE_WIDTH - SHARE_SAFE_MARGIN - ruleWidth : SHARE_SAFE_MARGIN;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}`}
      width={SHARE_WIDTH}
      height={SHARE_HEIGHT}
    >
      <defs>
        <linearGradient id="s-ground" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color={palette.brandStrong} />
          <stop offset="1" stop-color={palette.brand} />
        </linearGradient>
        <radialGradient id="s-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stop-color={palette.brandSoft} stop-opacity="0.55" />
          <stop offset="1" stop-color={palette.brandSoft} stop-opacity="0" />
        </radialGradient>
      </defs>
      <rect width={SHARE_WIDTH} height={SHARE_HEIGHT} fill="url(#s-ground)" />
      <g transform={rtl ? `matrix(-1 0 0 1 ${SHARE_WIDTH} 0)` : undefined}>
        <circle cx="980" cy="360" r="420" fill="url(#s-glow)" />
        <Landscape />
      </g>

      <BrandMark x={markX} y={SHARE_SAFE_MARGIN} size={markSize} idPrefix="s-mark" />
      {brandLines.map((line, i) => (
        <ShareText text={line} x={textX} y={firstBrandY + i * brandLeading} style={brandStyle(brandSize)} rtl={rtl} />
      ))}
      <rect x={ruleX} y={ruleY} width={ruleWidth} height="4" rx="2" fill={palette.accent} />
      {taglineLines.map((line, i) => (
        <ShareText
          text={line}
          x={textX}
          y={firstTaglineY + i * taglineLeading}
          style={taglineStyle(taglineSize)}
          rtl={rtl}
          fill={palette.tintStrong}
          opacity={0.9}
        />
      ))}
    </svg>
  );
}

export default ShareImage;
