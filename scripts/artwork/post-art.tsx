/** @jsxImportSource preact */
import type { JSX } from 'preact';

import { mix, palette } from './palette';

export const POST_ART_WIDTH = 1600;
export const POST_ART_HEIGHT = 900;

/** The drawings a post can name in its front matter (`artwork:`). */
export const postArtMotifs = ['wellbeing', 'conversation', 'keyhole', 'stepping-stones', 'staircase'] as const;
export type PostArtMotif = (typeof postArtMotifs)[number];

const W = POST_ART_WIDTH;
const H = POST_ART_HEIGHT;

const farHill = mix(palette.tint, palette.brandSoft, 0.2);
const midHill = mix(palette.tint, palette.brandSoft, 0.4);
const glow = mix(palette.tint, palette.accent, 0.35);
const paleGold = mix(palette.accent, palette.white, 0.55);
const waterTop = mix(palette.tint, palette.brandSoft, 0.26);
const waterBottom = mix(palette.tint, palette.brandSoft, 0.52);

/** Gradient and clip ids are prefixed per motif so several images can share a page. */
const idFor = (motif: PostArtMotif) => (name: string) => `pa-${motif}-${name}`;

/** The shared sky: the hero's soft purple wash with a warm glow around the sun. */
function Sky({ id, cx, cy, r = 560 }: { id: (name: string) => string; cx: number; cy: number; r?: number }) {
  return (
    <>
      <defs>
        <linearGradient id={id('sky')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <radialGradient id={id('glow')} gradientUnits="userSpaceOnUse" cx={cx} cy={cy} r={r}>
          <stop offset="0" stop-color={glow} />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </radialGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id('sky')})`} />
      <rect width={W} height={H} fill={`url(#${id('glow')})`} />
    </>
  );
}

/** The gold sun with its two thin rings, as on the hero and the banner. */
function Sun({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r * 1.95} stroke={palette.accent} stroke-opacity="0.2" stroke-width="2" />
      <circle cx={cx} cy={cy} r={r * 1.47} stroke={palette.accent} stroke-opacity="0.4" stroke-width="2" />
      <circle cx={cx} cy={cy} r={r} fill={palette.accent} />
    </g>
  );
}

/** Wisps of cloud: the white dashes the other artwork uses. */
function Clouds({ d }: { d: string }) {
  return <path d={d} stroke={palette.white} stroke-width="6" stroke-linecap="round" />;
}

function NearGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color={palette.brandSoft} />
      <stop offset="1" stop-color={palette.brand} />
    </linearGradient>
  );
}

function WaterGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color={waterTop} />
      <stop offset="1" stop-color={waterBottom} />
    </linearGradient>
  );
}

/**
 * Wellbeing at work: the grid of an office window on the left gives way to
 * open water, where calm ripples spread beneath a low sun. A plant on the sill.
 */
function Wellbeing() {
  const id = idFor('wellbeing');
  const horizon = 560;
  const sun = { cx: 1040, cy: horizon, r: 84 };
  const frame = { x: 260, y: 100, w: 480, h: 660 };
  const cols = [frame.x + frame.w / 3, frame.x + (frame.w * 2) / 3];
  const rows = [frame.y + frame.h / 4, frame.y + frame.h / 2, frame.y + (frame.h * 3) / 4];
  return (
    <>
      <Sky id={id} cx={sun.cx} cy={sun.cy} r={620} />
      <defs>
        <WaterGradient id={id('water')} />
        <linearGradient id={id('sill')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={mix(palette.brandSoft, palette.tint, 0.12)} />
          <stop offset="1" stop-color={mix(palette.brandSoft, palette.brand, 0.6)} />
        </linearGradient>
        <clipPath id={id('above')}>
          <rect width={W} height={horizon} />
        </clipPath>
      </defs>

      <Clouds d="M900 190h120M950 218h150M1230 150h90M1190 176h130" />
      <g clip-path={`url(#${id('above')})`}>
        <Sun {...sun} />
      </g>
      <path d={`M0 ${horizon}V500c120-20 260-40 420-26s200 40 300 56c60 10 110 24 150 30z`} fill={farHill} />
      <path d={`M1250 ${horizon}c50-34 120-60 200-62 60-2 110 10 150 24v38z`} fill={farHill} />
      <rect y={horizon} width={W} height={H - horizon} fill={`url(#${id('water')})`} />

      {/* The sun's reflection, then ripples spreading out from where it touches the water. */}
      <g stroke={palette.accent} stroke-linecap="round">
        <path d={`M${sun.cx - 70} ${horizon + 14}h140`} stroke-width="8" />
        <path d={`M${sun.cx - 48} ${horizon + 34}h96`} stroke-width="7" stroke-opacity="0.8" />
        <path d={`M${sun.cx - 30} ${horizon + 54}h60`} stroke-width="6" stroke-opacity="0.6" />
        <path d={`M${sun.cx - 16} ${horizon + 72}h32`} stroke-width="5" stroke-opacity="0.45" />
      </g>
      <g stroke={palette.white} stroke-width="3" fill="none">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <ellipse
            cx={sun.cx}
            cy={horizon + 150}
            rx={70 + i * 78}
            ry={(70 + i * 78) * 0.17}
            stroke-opacity={0.85 - i * 0.13}
          />
        ))}
      </g>
      <ellipse cx={sun.cx} cy={horizon + 150} rx="22" ry="5" fill={palette.white} fill-opacity="0.8" />

      {/* The office window: panes of glass, a sheen across them, a casement swung open. */}
      <g>
        <rect x={frame.x} y={frame.y} width={frame.w} height={frame.h} fill={palette.white} fill-opacity="0.16" />
        <path
          d={`M${frame.x + 40} ${frame.y + 300}l150-150M${frame.x + 40} ${frame.y + 360}l210-210M${frame.x + 360} ${frame.y + 560}l110-110`}
          stroke={palette.white}
          stroke-opacity="0.55"
          stroke-width="5"
          stroke-linecap="round"
        />
        <g stroke={palette.white} stroke-linecap="square">
          {cols.map((x) => (
            <path d={`M${x} ${frame.y}V${frame.y + frame.h}`} stroke-width="10" />
          ))}
          {rows.map((y) => (
            <path d={`M${frame.x} ${y}H${frame.x + frame.w}`} stroke-width="10" />
          ))}
          <rect x={frame.x} y={frame.y} width={frame.w} height={frame.h} stroke-width="16" />
        </g>
        {/* Top-right pane, hinged on the frame and pushed open. */}
        <path
          d={`M${frame.x + frame.w} ${frame.y}L${frame.x + frame.w + 110} ${frame.y + 34}V${rows[0]! + 26}L${frame.x + frame.w} ${rows[0]!}z`}
          fill={palette.white}
          fill-opacity="0.35"
          stroke={palette.white}
          stroke-width="8"
          stroke-linejoin="round"
        />
      </g>

      {/* The sill, and a plant on it. */}
      <path d={`M0 ${frame.y + frame.h + 8}H${frame.x + frame.w + 70}a14 14 0 0 1 14 14v${H}H0z`} fill={`url(#${id('sill')})`} />
      <path d={`M0 ${frame.y + frame.h + 8}H${frame.x + frame.w + 70}`} stroke={palette.white} stroke-opacity="0.6" stroke-width="4" />
      <g>
        <path d="M376 640c-40-30-70-80-64-130 40 20 66 70 64 130z" fill={palette.brandSoft} />
        <path d="M384 650c10-60 50-110 96-126 0 56-40 106-96 126z" fill={palette.brand} />
        <path d="M380 660c-50-4-96-30-118-70 50-4 96 22 118 70z" fill={mix(palette.brandSoft, palette.tint, 0.3)} />
        <path d="M386 664c40-34 92-46 132-34-26 40-80 52-132 34z" fill={palette.brandSoft} />
        <path d="M380 580c-6-40-4-70 10-110 20 40 18 80-10 110z" fill={mix(palette.brand, palette.brandSoft, 0.5)} />
        <path d="M332 680h100l-14 88h-72z" fill={palette.accent} />
        <path d="M326 672h112v18H326z" fill={mix(palette.accent, palette.brandStrong, 0.15)} />
      </g>
      <circle cx="1330" cy="250" r="5" fill={palette.accent} />
      <circle cx="880" cy="420" r="4" fill={palette.brandSoft} fill-opacity="0.5" />
    </>
  );
}

/** A lounge chair seen side-on, facing right; mirrored for its partner. */
function Chair({ colour, seat }: { colour: string; seat: string }) {
  return (
    <g stroke-linecap="round" stroke-linejoin="round">
      <path d="M548 716l-18 92M652 716l14 92" stroke={palette.brandStrong} stroke-width="9" />
      <path d="M548 712l-30-150" stroke={colour} stroke-width="40" />
      <path d="M548 702h110" stroke={seat} stroke-width="34" />
      <path d="M566 648h86M640 648v40" stroke={palette.brandStrong} stroke-width="10" />
    </g>
  );
}

/**
 * Coaching conversation: two chairs turned to each other beneath a tall
 * arch, a compass rose glowing in the sky between them.
 */
function Conversation() {
  const id = idFor('conversation');
  const rose = { cx: 800, cy: 360 };
  const arch = 'M470 820V450a330 330 0 0 1 660 0v370z';
  const floor = 820;
  const point = (angle: number, length: number, width: number) => {
    const a = (angle * Math.PI) / 180;
    const tip = [rose.cx + Math.sin(a) * length, rose.cy - Math.cos(a) * length];
    const left = [rose.cx + Math.sin(a - Math.PI / 2) * width, rose.cy - Math.cos(a - Math.PI / 2) * width];
    const right = [rose.cx + Math.sin(a + Math.PI / 2) * width, rose.cy - Math.cos(a + Math.PI / 2) * width];
    return {
      left: `M${rose.cx} ${rose.cy}L${left[0]} ${left[1]}L${tip[0]} ${tip[1]}z`,
      right: `M${rose.cx} ${rose.cy}L${right[0]} ${right[1]}L${tip[0]} ${tip[1]}z`,
    };
  };
  return (
    <>
      <defs>
        <linearGradient id={id('wall')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tint} />
          <stop offset="1" stop-color={palette.tintStrong} />
        </linearGradient>
        <linearGradient id={id('sky')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <radialGradient id={id('rose-glow')} gradientUnits="userSpaceOnUse" cx={rose.cx} cy={rose.cy} r="300">
          <stop offset="0" stop-color={glow} />
          <stop offset="0.5" stop-color={glow} stop-opacity="0.5" />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </radialGradient>
        <NearGradient id={id('near')} />
        <clipPath id={id('arch')}>
          <path d={arch} />
        </clipPath>
      </defs>

      <rect width={W} height={H} fill={`url(#${id('wall')})`} />
      <g stroke={palette.line}>
        <path d="M430 820V450a370 370 0 0 1 740 0v370" stroke-width="2" />
        <path d="M390 820V450a410 410 0 0 1 820 0v370" stroke-width="2" stroke-dasharray="2 12" stroke-linecap="round" />
      </g>
      <g stroke={palette.line} stroke-width="2" stroke-opacity="0.8">
        <path d="M150 820V540a80 80 0 0 1 160 0v280M1290 820V540a80 80 0 0 1 160 0v280" />
      </g>

      <g clip-path={`url(#${id('arch')})`}>
        <rect x="470" y="80" width="660" height="760" fill={`url(#${id('sky')})`} />
        <circle cx={rose.cx} cy={rose.cy} r="300" fill={`url(#${id('rose-glow')})`} />
        <path d="M530 500h70M550 524h90M1010 466h80M990 490h60" stroke={palette.white} stroke-width="6" stroke-linecap="round" />
        <path d="M470 640c90-40 200-90 330-96s220 40 330 30v250H470z" fill={farHill} />
        <path d="M470 700c120-30 220-20 330 6s200 20 330-14v130H470z" fill={midHill} />
        <path d="M470 770c120-10 240-26 330-22s200 20 330 14v60H470z" fill={`url(#${id('near')})`} />
      </g>
      <path d={arch} stroke={palette.white} stroke-width="6" />

      {/* The compass rose. */}
      <g>
        <circle cx={rose.cx} cy={rose.cy} r="150" stroke={palette.accent} stroke-opacity="0.25" stroke-width="2" />
        <circle cx={rose.cx} cy={rose.cy} r="118" stroke={palette.accent} stroke-opacity="0.5" stroke-width="2" />
        <g stroke={palette.accent} stroke-opacity="0.6" stroke-width="3" stroke-linecap="round">
          {Array.from({ length: 24 }, (_, i) => {
            const a = (i * 15 * Math.PI) / 180;
            const inner = i % 6 === 0 ? 100 : 108;
            return (
              <path
                d={`M${rose.cx + Math.sin(a) * inner} ${rose.cy - Math.cos(a) * inner}L${rose.cx + Math.sin(a) * 118} ${rose.cy - Math.cos(a) * 118}`}
              />
            );
          })}
        </g>
        {[45, 135, 225, 315].map((angle) => {
          const p = point(angle, 72, 16);
          return (
            <>
              <path d={p.left} fill={palette.brandSoft} />
              <path d={p.right} fill={palette.brand} />
            </>
          );
        })}
        {[0, 90, 180, 270].map((angle) => {
          const p = point(angle, angle === 0 ? 136 : 112, 24);
          return (
            <>
              <path d={p.left} fill={palette.accent} />
              <path d={p.right} fill={mix(palette.accent, palette.brandStrong, 0.2)} />
            </>
          );
        })}
        <circle cx={rose.cx} cy={rose.cy} r="14" fill={palette.white} stroke={palette.accent} stroke-width="3" />
        <circle cx={rose.cx} cy={rose.cy} r="5" fill={palette.accent} />
      </g>

      {/* The floor, a rug, two chairs and a small table between them. */}
      <rect y={floor} width={W} height={H - floor} fill={mix(palette.tintStrong, palette.brandSoft, 0.12)} />
      <path d={`M0 ${floor}H${W}`} stroke={palette.line} stroke-width="3" />
      <ellipse cx="800" cy={floor - 2} rx="340" ry="30" fill={midHill} />
      <Chair colour={palette.brand} seat={palette.brandSoft} />
      <g transform={`matrix(-1 0 0 1 ${W} 0)`}>
        <Chair colour={palette.brandSoft} seat={mix(palette.brandSoft, palette.tint, 0.3)} />
      </g>
      <g stroke-linecap="round">
        <path d="M800 724v92M774 816h52" stroke={palette.brandStrong} stroke-width="8" />
        <path d="M756 722h88" stroke={palette.brandStrong} stroke-width="10" />
        <path d="M786 712h28l-4-26h-20z" fill={palette.accent} />
        <path d="M794 676c-6-10 6-16 0-26M806 676c-6-10 6-16 0-26" stroke={palette.brandSoft} stroke-opacity="0.6" stroke-width="3" />
      </g>
      <circle cx="1250" cy="250" r="5" fill={palette.accent} />
      <circle cx="340" cy="280" r="4" fill={palette.brandSoft} fill-opacity="0.5" />
    </>
  );
}

/**
 * Unlocking potential: a tall keyhole-shaped arch in a dusk-purple wall opens
 * onto a bright horizon, and a path of light runs through it to the sun.
 */
function Keyhole() {
  const id = idFor('keyhole');
  const cx = 800;
  const cy = 330;
  const r = 200;
  const neck = 112;
  const base = 780;
  const foot = 240;
  const horizon = 482;
  const neckY = cy + Math.sqrt(r * r - neck * neck);
  const hole = `M${cx - foot} ${base}L${cx - neck} ${neckY}A${r} ${r} 0 1 1 ${cx + neck} ${neckY}L${cx + foot} ${base}z`;
  return (
    <>
      <defs>
        <linearGradient id={id('wall')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brandStrong} />
        </linearGradient>
        <radialGradient id={id('wall-glow')} gradientUnits="userSpaceOnUse" cx={cx} cy="480" r="560">
          <stop offset="0" stop-color={palette.tint} stop-opacity="0.22" />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </radialGradient>
        <linearGradient id={id('beam')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tint} stop-opacity="0.3" />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </linearGradient>
        <linearGradient id={id('road')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.white} />
          <stop offset="1" stop-color={paleGold} />
        </linearGradient>
        <linearGradient id={id('spill')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={paleGold} />
          <stop offset="1" stop-color={mix(paleGold, palette.brandSoft, 0.35)} />
        </linearGradient>
        <NearGradient id={id('near')} />
        <clipPath id={id('hole')}>
          <path d={hole} />
        </clipPath>
      </defs>

      <rect width={W} height={H} fill={`url(#${id('wall')})`} />
      <rect width={W} height={H} fill={`url(#${id('wall-glow')})`} />
      <g stroke={palette.white} stroke-width="2">
        <path d={`M${cx - 330} ${base}V${cy + 100}a330 330 0 0 1 660 0V${base}`} stroke-opacity="0.14" />
        <path d={`M${cx - 400} ${base}V${cy + 110}a400 400 0 0 1 800 0V${base}`} stroke-opacity="0.1" stroke-dasharray="2 12" stroke-linecap="round" />
      </g>

      <g clip-path={`url(#${id('hole')})`}>
        <Sky id={id} cx={cx} cy={horizon - 40} r={320} />
        <Sun cx={cx} cy={horizon - 46} r={58} />
        <path d="M650 250h70M670 274h90M880 214h60M860 238h80" stroke={palette.white} stroke-width="6" stroke-linecap="round" />
        <path d={`M560 ${horizon + 30}C610 450 650 424 700 428S760 ${horizon} 800 ${horizon}S860 426 910 422 1000 450 1060 ${horizon + 40}V${base}H560z`} fill={farHill} />
        <path d={`M540 ${horizon + 80}c90-30 180-44 260-44s170 14 260 44V${base}H540z`} fill={midHill} />
        <path d={`M520 ${horizon + 170}c100-30 190-44 280-44s180 14 280 44V${base}H520z`} fill={`url(#${id('near')})`} />
        <path d={`M${cx - 3} ${horizon}H${cx + 3}L${cx + 100} ${base}H${cx - 100}z`} fill={`url(#${id('road')})`} />
      </g>
      <path d={hole} stroke={palette.accent} stroke-opacity="0.6" stroke-width="4" stroke-linejoin="round" />

      {/* The floor in front of the wall, lit by what comes through. */}
      <rect y={base} width={W} height={H - base} fill={palette.brandStrong} />
      <path d={`M0 ${base}H${cx - foot}M${cx + foot} ${base}H${W}`} stroke={palette.brand} stroke-width="4" />
      <path d={`M${cx - foot} ${base}H${cx + foot}L${cx + 460} ${H}H${cx - 460}z`} fill={`url(#${id('beam')})`} />
      <path d={`M${cx - 100} ${base}H${cx + 100}L${cx + 180} ${H}H${cx - 180}z`} fill={`url(#${id('spill')})`} />
      <g fill={palette.accent}>
        <circle cx="330" cy="200" r="4" fill-opacity="0.7" />
        <circle cx="1270" cy="260" r="5" />
        <circle cx="1180" cy="150" r="3" fill-opacity="0.5" />
        <circle cx="420" cy="520" r="3" fill-opacity="0.4" />
      </g>
    </>
  );
}

/**
 * Small steps: stepping stones cross still water from a near hill to a far
 * one, under a rising sun.
 */
function SteppingStones() {
  const id = idFor('stepping-stones');
  const sun = { cx: 1100, cy: 420, r: 80 };
  const waterline = 520;
  const shore = 'C1360 676 1080 660 900 614z';
  const stones = [
    { x: 604, y: 806, rx: 76, ry: 20 },
    { x: 724, y: 738, rx: 62, ry: 16 },
    { x: 822, y: 686, rx: 50, ry: 13 },
    { x: 902, y: 648, rx: 40, ry: 10.5 },
  ];
  return (
    <>
      <Sky id={id} cx={sun.cx} cy={sun.cy} />
      <defs>
        <WaterGradient id={id('water')} />
        <NearGradient id={id('near')} />
        <linearGradient id={id('far-bank')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={mix(palette.tint, palette.brandSoft, 0.55)} />
          <stop offset="1" stop-color={palette.brandSoft} />
        </linearGradient>
      </defs>

      <Clouds d="M330 170h120M370 198h150M760 150h80M720 176h130" />
      <Sun {...sun} />
      <path d={`M0 ${waterline}V440c140-30 300-40 450-20s200 50 320 50c200 0 400-60 830-40V${waterline}z`} fill={farHill} />
      <rect y={waterline} width={W} height={H - waterline} fill={`url(#${id('water')})`} />

      {/* The far bank: the hill the stones lead to. */}
      <path d={`M880 612C980 560 1060 470 1160 432S1330 372 1420 386 1560 420 1600 436V670${shore}`} fill={midHill} />
      <path d={`M920 614C1040 578 1140 550 1260 542S1480 548 1600 566V670${shore}`} fill={`url(#${id('far-bank')})`} />
      <g stroke={palette.white} stroke-linecap="round">
        <path d="M960 616c60-20 130-40 210-62" stroke-width="4.5" />
        <path d="M1170 554c40-30 90-70 130-128" stroke-width="3.5" stroke-dasharray="1 11" />
      </g>
      <circle cx="1170" cy="554" r="8" fill={palette.brandSoft} stroke={palette.white} stroke-width="3" />
      <circle cx="1300" cy="422" r="13" fill={palette.white} stroke={palette.accent} stroke-width="2" />
      <circle cx="1300" cy="422" r="5.5" fill={palette.accent} />
      <g stroke={palette.white} stroke-linecap="round" stroke-opacity="0.55" stroke-width="4">
        <path d="M1100 766h140M1160 792h170M1230 832h110M960 846h120" />
      </g>

      {/* Stones, each with its ripples. */}
      {stones.map((s, i) => (
        <g>
          <ellipse cx={s.x} cy={s.y + s.ry * 0.6} rx={s.rx * 1.9} ry={s.ry * 2.1} stroke={palette.white} stroke-opacity="0.35" stroke-width="2" />
          <ellipse cx={s.x} cy={s.y + s.ry * 0.6} rx={s.rx * 1.4} ry={s.ry * 1.6} stroke={palette.white} stroke-opacity="0.6" stroke-width="2.5" />
          <ellipse cx={s.x} cy={s.y + s.ry * 0.45} rx={s.rx} ry={s.ry * 1.2} fill={mix(palette.brand, palette.brandSoft, 0.3 + i * 0.15)} />
          <ellipse cx={s.x} cy={s.y - s.ry * 0.2} rx={s.rx * 0.97} ry={s.ry} fill={mix(palette.tint, palette.brandSoft, 0.3 + i * 0.06)} />
          <ellipse cx={s.x - s.rx * 0.25} cy={s.y - s.ry * 0.4} rx={s.rx * 0.4} ry={s.ry * 0.3} fill={palette.white} fill-opacity="0.6" />
        </g>
      ))}

      {/* The near bank, bottom left, where the crossing starts. */}
      <path d="M0 630c130-10 260 0 360 40s160 110 200 230H0z" fill={`url(#${id('near')})`} />
      <path d="M230 900c50-56 140-92 262-106" stroke={palette.white} stroke-width="8" stroke-linecap="round" />
      <circle cx="492" cy="794" r="10" fill={palette.brand} stroke={palette.white} stroke-width="4" />
      <circle cx="1340" cy="200" r="5" fill={palette.accent} />
      <circle cx="260" cy="300" r="4" fill={palette.brandSoft} fill-opacity="0.5" />
    </>
  );
}

/**
 * Growth: a staircase of arched blocks, each taller than the last, climbing
 * towards a gold sun.
 */
function Staircase() {
  const id = idFor('staircase');
  const sun = { cx: 1252, cy: 200, r: 66 };
  const ground = 800;
  const steps = [0, 1, 2, 3, 4].map((i) => {
    const w = 172;
    const x = 268 + i * w;
    const h = 150 + i * 115;
    return { x, w, h, top: ground - h };
  });
  return (
    <>
      <Sky id={id} cx={sun.cx} cy={sun.cy} r={700} />
      <defs>
        <NearGradient id={id('near')} />
        {steps.map((_, i) => (
          <linearGradient id={id(`block-${i}`)} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color={mix(palette.tint, palette.brandSoft, 0.45 + i * 0.13)} />
            <stop offset="1" stop-color={mix(palette.tint, palette.brand, 0.6 + i * 0.1)} />
          </linearGradient>
        ))}
      </defs>

      <Clouds d="M320 150h120M360 178h150M760 220h80M730 246h120" />
      <Sun {...sun} />
      <path d="M0 640c200-60 400-90 620-80s400 60 600 40 300-60 380-50v250H0z" fill={farHill} />
      <path d="M0 720c220-40 460-40 700-10s480 20 900-30v220H0z" fill={midHill} />

      {/* The blocks, each with an arched doorway that grows with it. */}
      {steps.map((s, i) => {
        const dw = 64 + i * 10;
        const dx = s.x + (s.w - dw) / 2;
        const dh = Math.min(s.h - 50, 96 + i * 40);
        const dy = ground - dh;
        return (
          <g>
            <rect x={s.x} y={s.top} width={s.w} height={s.h} fill={`url(#${id(`block-${i}`)})`} />
            {i > 0 && <path d={`M${s.x} ${steps[i - 1]!.top}V${ground}`} stroke={palette.white} stroke-opacity="0.35" stroke-width="2" />}
            <path
              d={`M${dx} ${ground}V${dy + dw / 2}a${dw / 2} ${dw / 2} 0 0 1 ${dw} 0V${ground}z`}
              fill={mix(palette.tint, palette.accent, 0.1 + i * 0.1)}
            />
            <path d={`M${dx - 12} ${ground}V${dy + dw / 2}a${dw / 2 + 12} ${dw / 2 + 12} 0 0 1 ${dw + 24} 0V${ground}`} stroke={palette.white} stroke-opacity="0.45" stroke-width="2" />
          </g>
        );
      })}

      {/* The way up: a line stepping over the blocks' tops, a milestone on each. */}
      <path
        d={`M${steps[0]!.x} ${ground}${steps.map((s) => `V${s.top}H${s.x + s.w}`).join('')}`}
        stroke={palette.white}
        stroke-width="6"
        stroke-linejoin="round"
        stroke-linecap="round"
      />
      <g stroke={palette.white} stroke-width="4">
        {steps.map((s, i) => (
          <circle cx={s.x + s.w / 2} cy={s.top} r={8 + i} fill={i === steps.length - 1 ? palette.accent : palette.brandSoft} />
        ))}
      </g>

      <rect y={ground} width={W} height={H - ground} fill={`url(#${id('near')})`} />
      <path d={`M0 ${ground}H${W}`} stroke={palette.white} stroke-opacity="0.5" stroke-width="3" />
      <circle cx="1420" cy="420" r="5" fill={palette.accent} />
      <circle cx="250" cy="330" r="4" fill={palette.brandSoft} fill-opacity="0.5" />
    </>
  );
}

const scenes: Record<PostArtMotif, () => JSX.Element> = {
  wellbeing: Wellbeing,
  conversation: Conversation,
  keyhole: Keyhole,
  'stepping-stones': SteppingStones,
  staircase: Staircase,
};

/**
 * Blog post artwork: one scene per motif, in the hero's landscape language.
 * Drawn at 1600x900; every important shape sits inside x 220-1380 and
 * y 40-860 so the 1200x900 and 1200x630 centre crops keep it.
 */
export function PostArt({ motif }: { motif: PostArtMotif }): JSX.Element {
  const Scene = scenes[motif];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${W} ${H}`} width={W} height={H} fill="none">
      <Scene />
    </svg>
  );
}

