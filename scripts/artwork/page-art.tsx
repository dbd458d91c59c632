/** @jsxImportSource preact */
import type { ComponentChildren, JSX } from 'preact';

import { mix, palette } from './palette';

export const PAGE_ART_WIDTH = 560;
export const PAGE_ART_HEIGHT = 480;

/**
 * The drawings that open the inner pages, one per template, named as the
 * pages' `art` prop names them, and the booking page's banner. Service drawings
 * are named by their key in config/services.ts; a service without one shows
 * the services drawing.
 */
export const pageArtNames = [
  'about',
  'services',
  'lifeCoaching',
  'careerCoaching',
  'businessCoaching',
  'booking',
  'bookingBanner',
  'blog',
  'contact',
  'legal',
  'thankYou',
  'notFound',
] as const;
export type PageArtName = (typeof pageArtNames)[number];

/** Drawings with no direction of travel (no road, no steps): they stay as drawn in Arabic. */
export const stillPageArt: readonly PageArtName[] = ['legal'];

const farHill = mix(palette.tint, palette.brandSoft, 0.18);
const midHill = mix(palette.tint, palette.brandSoft, 0.38);
const glow = mix(palette.tint, palette.accent, 0.4);
const paleGold = mix(palette.accent, palette.white, 0.55);
const deepGold = mix(palette.accent, palette.brandStrong, 0.2);

/** The arch every drawing stands in: the home hero's, a little smaller. */
const ARCH = { left: 100, right: 460, spring: 250, base: 450 };
const R = (ARCH.right - ARCH.left) / 2;
const CX = ARCH.left + R;
const archPath = (grow: number) =>
  `M${ARCH.left - grow} ${ARCH.base}V${ARCH.spring}a${R + grow} ${R + grow} 0 0 1 ${2 * (R + grow)} 0V${ARCH.base}`;

function Sun({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r * 1.9} stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
      <circle cx={cx} cy={cy} r={r * 1.45} stroke={palette.accent} stroke-opacity="0.45" stroke-width="1.5" />
      <circle cx={cx} cy={cy} r={r} fill={palette.accent} />
    </g>
  );
}

const Clouds = ({ d }: { d: string }) => <path d={d} stroke={palette.white} stroke-width="4" stroke-linecap="round" />;

/** The three bands of land the hero uses; `lift` raises them for scenes that stand on the horizon. */
function Hills({ id, lift = 0 }: { id: string; lift?: number }) {
  return (
    <g transform={lift ? `translate(0 ${-lift})` : undefined}>
      <path d="M100 366c70-24 140-64 220-74s110 6 140 16v160H100z" fill={farHill} />
      <path d="M100 400c80-16 150-6 220 12s110 8 140 0v60H100z" fill={midHill} />
      <path d="M100 432c90-8 170-22 260-18s80 8 100 6v50H100z" fill={`url(#${id}-near)`} />
    </g>
  );
}

/** A road narrowing into the distance: segments from near to far, each thinner. */
function Road({ d }: { d: string[] }) {
  return (
    <g stroke={palette.white} stroke-linecap="round" stroke-linejoin="round">
      {d.map((segment, i) => (
        <path d={segment} stroke-width={6.5 - i * 1.2} />
      ))}
    </g>
  );
}

const Milestone = ({ cx, cy, r = 6, fill = palette.brandSoft }: { cx: number; cy: number; r?: number; fill?: string }) => (
  <circle cx={cx} cy={cy} r={r} fill={fill} stroke={palette.white} stroke-width="2.5" />
);

/** A small arched doorway: the motif's building block for gates and blocks. */
const doorway = (x: number, base: number, w: number, h: number) =>
  `M${x} ${base}V${base - h + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${base}z`;

interface Scene {
  /** Inside the arch: sky already painted. */
  inside: ComponentChildren;
  /** Over the arch's edge (milestones, seals): drawn after the frame. */
  over?: ComponentChildren;
}

/** About: a road across open country towards a compass rose rising like the sun. */
function about(id: string): Scene {
  const c = { x: 330, y: 196 };
  const point = (angle: number, length: number, width: number, side: 1 | -1) => {
    const a = (angle * Math.PI) / 180;
    const tip = [c.x + Math.sin(a) * length, c.y - Math.cos(a) * length];
    const s = a + (side * Math.PI) / 2;
    const edge = [c.x + Math.sin(s) * width, c.y - Math.cos(s) * width];
    return `M${c.x} ${c.y}L${edge[0]!.toFixed(1)} ${edge[1]!.toFixed(1)}L${tip[0]!.toFixed(1)} ${tip[1]!.toFixed(1)}z`;
  };
  return {
    inside: (
      <>
        <circle cx={c.x} cy={c.y} r="96" fill={`url(#${id}-glow)`} />
        <Clouds d="M130 170h52M150 184h60M400 118h34" />
        <circle cx={c.x} cy={c.y} r="74" stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
        <circle cx={c.x} cy={c.y} r="56" stroke={palette.accent} stroke-opacity="0.5" stroke-width="1.5" />
        <g stroke={palette.accent} stroke-opacity="0.6" stroke-width="2" stroke-linecap="round">
          {Array.from({ length: 24 }, (_, i) => {
            const a = (i * 15 * Math.PI) / 180;
            const inner = i % 6 === 0 ? 46 : 51;
            return (
              <path
                d={`M${(c.x + Math.sin(a) * inner).toFixed(1)} ${(c.y - Math.cos(a) * inner).toFixed(1)}L${(c.x + Math.sin(a) * 56).toFixed(1)} ${(c.y - Math.cos(a) * 56).toFixed(1)}`}
              />
            );
          })}
        </g>
        {[45, 135, 225, 315].map((angle) => (
          <>
            <path d={point(angle, 34, 8, -1)} fill={palette.brandSoft} />
            <path d={point(angle, 34, 8, 1)} fill={palette.brand} />
          </>
        ))}
        {[0, 90, 180, 270].map((angle) => (
          <>
            <path d={point(angle, angle === 0 ? 66 : 52, 12, -1)} fill={palette.accent} />
            <path d={point(angle, angle === 0 ? 66 : 52, 12, 1)} fill={deepGold} />
          </>
        ))}
        <circle cx={c.x} cy={c.y} r="7" fill={palette.white} stroke={palette.accent} stroke-width="2" />
        <Hills id={id} />
        <Road d={['M150 450c50-8 110-14 150-26', 'M300 424c40-12 50-26 20-40', 'M320 384c-30-14-10-30 40-50']} />
      </>
    ),
    over: (
      <>
        <Milestone cx={300} cy={424} r={7} fill={palette.brand} />
        <Milestone cx={320} cy={384} />
        <Milestone cx={360} cy={334} r={8} fill={palette.accent} />
      </>
    ),
  };
}

/** Services: three arched gates on the hill, one road dividing into three paths, one to each. */
function services(id: string): Scene {
  const gates = [
    { x: 150, w: 64, h: 104, fill: mix(palette.tint, palette.brandSoft, 0.55) },
    { x: 248, w: 72, h: 138, fill: glow },
    { x: 354, w: 64, h: 104, fill: mix(palette.tint, palette.brandSoft, 0.3) },
  ];
  const base = 392;
  return {
    inside: (
      <>
        <Sun cx={284} cy={206} r={34} />
        <Clouds d="M130 176h52M150 190h60M390 140h40M372 154h50" />
        <path d="M100 360c70-20 140-44 220-48s110 10 140 18v160H100z" fill={farHill} />
        <path d="M100 392h360v80H100z" fill={midHill} />
        {gates.map((g, i) => (
          <g>
            <path d={doorway(g.x - 10, base, g.w + 20, g.h + 10)} fill={i === 1 ? palette.brand : palette.brandSoft} />
            <path d={doorway(g.x, base, g.w, g.h)} fill={g.fill} />
          </g>
        ))}
        <path d="M100 426c90-8 170-14 260-12s80 6 100 6v60H100z" fill={`url(#${id}-near)`} />
        <g stroke={palette.white} stroke-linecap="round" fill="none">
          <path d="M284 450v-26" stroke-width="6.5" />
          <path d="M284 424c-10-12-60-14-100-30M284 424v-32M284 424c10-12 60-14 102-30" stroke-width="4" />
        </g>
      </>
    ),
    over: <Milestone cx={284} cy={424} r={7} fill={palette.brand} />,
  };
}

/** Life coaching: the wheel of life as the rising sun, its segments filled unevenly, seeking balance. */
function lifeCoaching(id: string): Scene {
  const c = { x: 280, y: 214 };
  const reach = [64, 46, 72, 54, 68, 40, 58, 50];
  const fills = [palette.accent, palette.brandSoft, deepGold, palette.brand, paleGold, palette.brandSoft, palette.accent, mix(palette.brandSoft, palette.tint, 0.4)];
  const wedge = (i: number, r: number) => {
    const a0 = (i * 45 * Math.PI) / 180;
    const a1 = ((i + 1) * 45 * Math.PI) / 180;
    const p = (a: number) => `${(c.x + Math.sin(a) * r).toFixed(1)} ${(c.y - Math.cos(a) * r).toFixed(1)}`;
    return `M${c.x} ${c.y}L${p(a0)}A${r} ${r} 0 0 1 ${p(a1)}z`;
  };
  return {
    inside: (
      <>
        <circle cx={c.x} cy={c.y} r="120" fill={`url(#${id}-glow)`} />
        <Clouds d="M124 150h48M140 164h58M404 132h36M392 146h44" />
        <circle cx={c.x} cy={c.y} r="96" stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
        <circle cx={c.x} cy={c.y} r="80" fill={palette.white} fill-opacity="0.55" stroke={palette.accent} stroke-opacity="0.5" stroke-width="1.5" />
        {reach.map((r, i) => (
          <path d={wedge(i, r)} fill={fills[i]} />
        ))}
        <g stroke={palette.white} stroke-width="2.5">
          {[0, 1, 2, 3].map((i) => {
            const a = (i * 45 * Math.PI) / 180;
            return <path d={`M${(c.x - Math.sin(a) * 80).toFixed(1)} ${(c.y + Math.cos(a) * 80).toFixed(1)}L${(c.x + Math.sin(a) * 80).toFixed(1)} ${(c.y - Math.cos(a) * 80).toFixed(1)}`} />;
          })}
        </g>
        <circle cx={c.x} cy={c.y} r="8" fill={palette.white} stroke={palette.accent} stroke-width="2" />
        <Hills id={id} />
        {/* A cairn on the near hill: stones balanced on one another. */}
        <g>
          <ellipse cx="372" cy="414" rx="30" ry="10" fill={palette.brand} />
          <ellipse cx="370" cy="398" rx="22" ry="8" fill={palette.brandSoft} />
          <ellipse cx="373" cy="385" rx="15" ry="6" fill={mix(palette.brandSoft, palette.tint, 0.35)} />
          <ellipse cx="371" cy="375" rx="8" ry="4.5" fill={palette.accent} />
        </g>
        <Road d={['M140 450c50-6 100-14 140-24', 'M280 426c40-10 60-10 70-10']} />
      </>
    ),
    over: <Milestone cx={280} cy={426} r={7} fill={palette.brand} />,
  };
}

/** Career coaching: steps rising towards the sun, a milestone on each. */
function careerCoaching(id: string): Scene {
  const ground = 450;
  const steps = [0, 1, 2, 3].map((i) => {
    const w = 72;
    const x = 150 + i * w;
    const h = 58 + i * 52;
    return { x, w, h, top: ground - h };
  });
  return {
    inside: (
      <>
        <Sun cx={404} cy={160} r={30} />
        <Clouds d="M128 170h52M146 184h62M300 120h40" />
        <path d="M100 344c70-20 150-50 230-54s100 10 130 16v170H100z" fill={farHill} />
        <defs>
          {steps.map((_, i) => (
            <linearGradient id={`${id}-block-${i}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stop-color={mix(palette.tint, palette.brandSoft, 0.5 + i * 0.15)} />
              <stop offset="1" stop-color={mix(palette.tint, palette.brand, 0.65 + i * 0.1)} />
            </linearGradient>
          ))}
        </defs>
        {steps.map((s, i) => {
          const dw = 26 + i * 3;
          return (
            <g>
              <rect x={s.x} y={s.top} width={s.w} height={s.h} fill={`url(#${id}-block-${i})`} />
              <path d={doorway(s.x + (s.w - dw) / 2, ground, dw, Math.min(s.h - 22, 40 + i * 14))} fill={mix(palette.tint, palette.accent, 0.15 + i * 0.12)} />
            </g>
          );
        })}
        <path d="M100 440c120-4 240-6 360-2v40H100z" fill={`url(#${id}-near)`} />
        <path
          d={`M${steps[0]!.x - 30} ${ground}H${steps[0]!.x}${steps.map((s) => `V${s.top}H${s.x + s.w}`).join('')}`}
          stroke={palette.white}
          stroke-width="4.5"
          stroke-linejoin="round"
          stroke-linecap="round"
        />
      </>
    ),
    over: (
      <>
        {steps.map((s, i) => (
          <Milestone cx={s.x + s.w / 2} cy={s.top} r={5.5 + i} fill={i === steps.length - 1 ? palette.accent : palette.brandSoft} />
        ))}
      </>
    ),
  };
}

/** Business coaching: a skyline of towers rising left to right, a line of growth above it. */
function businessCoaching(id: string): Scene {
  const ground = 440;
  const towers = [
    { x: 132, w: 44, h: 78 },
    { x: 186, w: 50, h: 112 },
    { x: 246, w: 50, h: 150 },
    { x: 306, w: 54, h: 196 },
    { x: 370, w: 58, h: 244 },
  ];
  const trend = towers.map((t) => [t.x + t.w / 2, ground - t.h - 34] as const);
  return {
    inside: (
      <>
        <Sun cx={292} cy={128} r={26} />
        <Clouds d="M126 156h52M144 170h62M380 150h40M366 164h46" />
        <path d="M100 372c70-20 140-40 220-44s110 8 140 14v140H100z" fill={farHill} />
        {towers.map((t, i) => (
          <g>
            <path d={doorway(t.x, ground, t.w, t.h)} fill={mix(palette.brandSoft, palette.brand, i * 0.2)} />
            <path d={`M${t.x + t.w * 0.5} ${ground - t.h + t.w * 0.5}V${ground}`} stroke={palette.white} stroke-opacity="0.18" stroke-width="2" />
            <g fill={palette.white} fill-opacity={0.5 + i * 0.08}>
              {Array.from({ length: Math.floor((t.h - t.w / 2 - 20) / 24) }, (_, row) => (
                <>
                  <rect x={t.x + t.w * 0.2} y={ground - 24 - row * 24} width={t.w * 0.18} height="10" rx="2" />
                  <rect x={t.x + t.w * 0.62} y={ground - 24 - row * 24} width={t.w * 0.18} height="10" rx="2" />
                </>
              ))}
            </g>
          </g>
        ))}
        <path d="M100 436c120-6 240-6 360-2v40H100z" fill={`url(#${id}-near)`} />
        <path d={`M${trend.map(([x, y]) => `${x} ${y}`).join('L')}`} stroke={palette.accent} stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" />
      </>
    ),
    over: (
      <>
        {trend.map(([x, y], i) => (
          <Milestone cx={x} cy={y} r={i === trend.length - 1 ? 8 : 5} fill={i === trend.length - 1 ? palette.accent : palette.white} />
        ))}
      </>
    ),
  };
}

/** Booking: a door standing open on the hillside, morning light through it, a road to the threshold. */
function booking(id: string): Scene {
  const door = { x: 236, w: 96, h: 190, base: 420 };
  const top = door.base - door.h;
  return {
    inside: (
      <>
        <Clouds d="M126 160h52M144 174h62M392 134h40M376 148h50" />
        <Hills id={id} />
        {/* The frame, the bright opening, the sun seen through it. */}
        <path d={doorway(door.x - 12, door.base, door.w + 24, door.h + 12)} fill={palette.brand} />
        <clipPath id={`${id}-door`}>
          <path d={doorway(door.x, door.base, door.w, door.h)} />
        </clipPath>
        <g clip-path={`url(#${id}-door)`}>
          <rect x={door.x} y={top} width={door.w} height={door.h} fill={`url(#${id}-dawn)`} />
          <Sun cx={door.x + door.w / 2} cy={top + 92} r={20} />
          <path d={`M${door.x} ${door.base - 40}c30-14 60-18 ${door.w} -6V${door.base}H${door.x}z`} fill={midHill} />
        </g>
        {/* The door leaf, swung out towards us on its hinge. */}
        <path
          d={`M${door.x} ${door.base}V${top + door.w / 2}c-8-24-26-40-44-44V${door.base + 22}z`}
          fill={`url(#${id}-leaf)`}
        />
        <circle cx={door.x - 32} cy={door.base - 80} r="4" fill={palette.accent} />
        {/* Light falling out of the doorway onto the ground. */}
        <path d={`M${door.x} ${door.base}H${door.x + door.w}L${door.x + door.w + 60} 450H${door.x + 10}z`} fill={`url(#${id}-spill)`} />
        <Road d={['M150 450c40-6 80-16 110-28', 'M260 422c10-2 14-2 24-2']} />
      </>
    ),
  };
}

/** The booking page's banner, "a clear plan": a map unfolded at the foot of the hills, its route marked stage by stage to a pin. */
function bookingBanner(id: string): Scene {
  // The map lies on the ground: three folded panels, nearer edge wider, folds alternately up and down.
  const near = 446;
  const far = 362;
  const folds = [
    { nx: 132, fx: 178, lift: 0 },
    { nx: 222, fx: 246, lift: 8 },
    { nx: 338, fx: 314, lift: 0 },
    { nx: 428, fx: 382, lift: 8 },
  ];
  const panel = (i: number) => {
    const a = folds[i]!;
    const b = folds[i + 1]!;
    return `M${a.nx} ${near - a.lift}L${b.nx} ${near - b.lift}L${b.fx} ${far - b.lift}L${a.fx} ${far - a.lift}z`;
  };
  const route = 'M168 430c30-6 44-26 74-30s56 12 86 2 34-30 52-40';
  const stops = [
    [168, 430],
    [242, 400],
    [328, 402],
  ] as const;
  const pin = { x: 380, y: 362 };
  return {
    inside: (
      <>
        <Sun cx={372} cy={162} r={26} />
        <Clouds d="M128 168h52M146 182h62M250 116h36" />
        <Hills id={id} lift={30} />
        <path d="M100 434c120-10 240-10 360-4v50H100z" fill={`url(#${id}-near)`} />
        {[0, 1, 2].map((i) => (
          <path d={panel(i)} fill={i === 1 ? mix(palette.white, palette.tint, 0.9) : palette.white} stroke={palette.line} stroke-width="1.5" stroke-linejoin="round" />
        ))}
        {/* The lie of the land, faintly, across the panels. */}
        <g stroke={palette.brandSoft} stroke-opacity="0.28" stroke-width="2" stroke-linecap="round">
          <path d="M160 384c40-10 80 6 120-2s70-10 110-4" />
          <path d="M150 412c50-8 90 8 140 0s80-8 110-2" />
        </g>
        <path d={route} stroke={palette.accent} stroke-width="3.5" stroke-dasharray="2 8" stroke-linecap="round" />
        {stops.map(([x, y], i) => (
          <circle cx={x} cy={y} r={5.5} fill={i === 0 ? palette.brand : palette.brandSoft} stroke={palette.white} stroke-width="2" />
        ))}
        {/* The goal: a pin where the route ends. */}
        <path d={`M${pin.x} ${pin.y}c-6-8-13-14-13-23a13 13 0 0 1 26 0c0 9-7 15-13 23z`} fill={palette.brand} />
        <circle cx={pin.x} cy={pin.y - 23} r="5" fill={palette.accent} />
      </>
    ),
  };
}

/** Blog: an open book, its pages lifting away like birds towards the sun. */
function blog(id: string): Scene {
  const spine = { x: 280, y: 430 };
  const lines = (side: 1 | -1) =>
    [0, 1, 2, 3, 4].map((i) => {
      const y = 356 + i * 14;
      const x0 = spine.x + side * 16;
      const x1 = spine.x + side * (i === 4 ? 80 : 118);
      return `M${x0} ${y + 6}C${(x0 + x1) / 2} ${y - 4} ${(x0 + x1) / 2} ${y - 4} ${x1} ${y}`;
    });
  const flying = [
    { x: 300, y: 292, s: 1 },
    { x: 328, y: 250, s: 0.8 },
    { x: 348, y: 216, s: 0.6 },
  ];
  return {
    inside: (
      <>
        <Sun cx={404} cy={170} r={28} />
        <Clouds d="M130 162h52M148 176h62M250 120h36" />
        <Hills id={id} lift={20} />
        <path d="M100 440h360v40H100z" fill={`url(#${id}-near)`} />
        {/* The book: its cover, then two pages curving up from the spine. */}
        <path d={`M${spine.x} ${spine.y + 12}L124 ${spine.y - 6}V${spine.y - 96}L${spine.x} ${spine.y - 76}L436 ${spine.y - 96}V${spine.y - 6}z`} fill={palette.brand} />
        <path d={`M${spine.x} ${spine.y}C240 410 170 410 132 418V338C170 330 240 334 ${spine.x} 352z`} fill={palette.white} />
        <path d={`M${spine.x} ${spine.y}C320 410 390 410 428 418V338C390 330 320 334 ${spine.x} 352z`} fill={mix(palette.white, palette.tint, 0.6)} />
        <path d={`M${spine.x} 352V${spine.y}`} stroke={palette.line} stroke-width="2" />
        <g stroke={palette.brandSoft} stroke-opacity="0.35" stroke-width="3" stroke-linecap="round">
          {[...lines(-1), ...lines(1)].map((d) => (
            <path d={d} />
          ))}
        </g>
        {/* Loose pages in flight, smaller as they rise. */}
        {flying.map((p) => (
          <g transform={`translate(${p.x} ${p.y}) scale(${p.s})`}>
            <path d="M0 0c-10-10-26-14-40-12v26c14-2 30 2 40 12z" fill={palette.white} />
            <path d="M0 0c10-10 26-14 40-12v26c-14-2-30 2-40 12z" fill={mix(palette.white, palette.tint, 0.7)} />
          </g>
        ))}
      </>
    ),
  };
}

/** Contact: two speech bubbles in conversation above the hills, one answering the other. */
function contact(id: string): Scene {
  return {
    inside: (
      <>
        <Sun cx={402} cy={170} r={26} />
        <Clouds d="M130 150h52M148 164h62M300 112h36" />
        <Hills id={id} />
        <Road d={['M160 450c50-8 90-16 120-28', 'M280 422c30-10 50-24 60-40']} />
        {/* First bubble: the visitor's, in brand purple. */}
        <path d="M150 206a26 26 0 0 1 26-26h120a26 26 0 0 1 26 26v46a26 26 0 0 1-26 26h-88l-34 28 6-28h-4a26 26 0 0 1-26-26z" fill={palette.brand} />
        <g stroke={palette.white} stroke-opacity="0.75" stroke-width="5" stroke-linecap="round">
          <path d="M180 214h104M180 238h70" />
        </g>
        {/* The answer: white, edged in gold, still being typed. */}
        <path
          d="M252 300a24 24 0 0 1 24-24h108a24 24 0 0 1 24 24v32a24 24 0 0 1-24 24h-6l6 26-32-26h-76a24 24 0 0 1-24-24z"
          fill={palette.white}
          stroke={palette.accent}
          stroke-width="2.5"
        />
        <g fill={palette.accent}>
          <circle cx="304" cy="316" r="6" />
          <circle cx="330" cy="316" r="6" fill-opacity="0.7" />
          <circle cx="356" cy="316" r="6" fill-opacity="0.45" />
        </g>
      </>
    ),
    over: <Milestone cx={340} cy={382} r={6} fill={palette.brand} />,
  };
}

/** Legal: a page of terms, its lines set out plainly, closed with a gold seal. Nothing travels, so it never mirrors. */
function legal(id: string): Scene {
  const sheet = { x: 186, y: 176, w: 188, h: 240 };
  return {
    inside: (
      <>
        <Sun cx={398} cy={160} r={26} />
        <Clouds d="M126 160h52M144 174h62M300 108h36" />
        <Hills id={id} />
        {/* A second page behind, turned a little. */}
        <rect x={sheet.x} y={sheet.y} width={sheet.w} height={sheet.h} rx="8" fill={mix(palette.tint, palette.brandSoft, 0.45)} transform={`rotate(-6 ${sheet.x + sheet.w / 2} ${sheet.y + sheet.h})`} />
        <rect x={sheet.x} y={sheet.y} width={sheet.w} height={sheet.h} rx="8" fill={palette.white} />
        <rect x={sheet.x} y={sheet.y} width={sheet.w} height="10" rx="4" fill={palette.brand} />
        <g stroke-linecap="round">
          <path d={`M${sheet.x + 24} ${sheet.y + 44}h96`} stroke={palette.brand} stroke-width="7" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <path d={`M${sheet.x + 24} ${sheet.y + 76 + i * 20}h${i % 3 === 2 ? 90 : 140}`} stroke={palette.line} stroke-width="5" />
          ))}
        </g>
      </>
    ),
    over: (
      <g>
        {/* The seal, hanging over the page's corner on two ribbons. */}
        <path d="M352 404l-14 44 18-8 10 16 10-48zM372 404l6 48 12-14 16 6-14-42z" fill={palette.brand} />
        <circle cx="370" cy="392" r="30" fill={palette.accent} />
        <circle cx="370" cy="392" r="22" stroke={palette.white} stroke-opacity="0.8" stroke-width="2" stroke-dasharray="3 4" />
        <path d="M358 392l9 9 16-18" stroke={palette.white} stroke-width="4" stroke-linecap="round" stroke-linejoin="round" />
      </g>
    ),
  };
}

/** Thank you, "arrived": the road ends at a house on the hill, its door open and lit, the sun low and still beside it. */
function thankYou(id: string): Scene {
  const house = { x: 250, w: 124, top: 318, base: 406 };
  const cx = house.x + house.w / 2;
  const door = { w: 32, h: 56 };
  const windows = [house.x + 16, house.x + house.w - 16 - 18];
  const palm = { x: house.x + house.w + 40 };
  return {
    inside: (
      <>
        <circle cx="172" cy="284" r="110" fill={`url(#${id}-glow)`} />
        <Sun cx={172} cy={284} r={34} />
        <Clouds d="M300 150h52M318 164h62M220 118h34" />
        <Hills id={id} />
        {/* The house: a plain wall under a flat roof, two lit windows; a palm beside it for shade. */}
        <rect x={house.x} y={house.top} width={house.w} height={house.base - house.top} fill={palette.brand} />
        <rect x={house.x - 6} y={house.top - 8} width={house.w + 12} height="10" rx="3" fill={palette.brandStrong} />
        {windows.map((x) => (
          <path d={doorway(x, house.top + 48, 18, 28)} fill={paleGold} />
        ))}
        <path d={`M${palm.x} ${house.base + 2}c2-40 0-70 -10-96`} stroke={palette.brandStrong} stroke-width="6" stroke-linecap="round" />
        <g fill={palette.brandSoft}>
          {[-165, -125, -80, -35, 10, 150].map((angle) => (
            <path d="M0 0c16-12 40-14 58-4c-18 0-40 4-58 4z" transform={`translate(${palm.x - 10} ${house.base - 94}) rotate(${angle})`} />
          ))}
        </g>
        <path d={doorway(cx - door.w / 2, house.base, door.w, door.h)} fill={`url(#${id}-dawn)`} />
        <path d={`M${cx - door.w / 2} ${house.base}H${cx + door.w / 2}L${cx + door.w / 2 + 24} ${house.base + 34}H${cx - door.w / 2 - 12}z`} fill={`url(#${id}-spill)`} />
        <Road d={['M120 450c50-4 100-10 146-20', `M266 430c20-6 ${cx - 276} -12 ${cx - 266} -18`]} />
      </>
    ),
    over: <Milestone cx={cx} cy={412} r={7} fill={palette.accent} />,
  };
}

/**
 * Not found, "a turn missed": the road forks under a signpost. One branch fades out in the grass;
 * the other climbs on towards the sun, the way the gold board points.
 */
function notFound(id: string): Scene {
  const fork = { x: 268, y: 410 };
  const post = { x: 300, top: 318 };
  return {
    inside: (
      <>
        <Sun cx={392} cy={196} r={28} />
        <Clouds d="M128 150h52M146 164h62M292 112h36" />
        <Hills id={id} />
        <Road d={[`M140 450c44-12 90-26 ${fork.x - 140} -40`, `M${fork.x} ${fork.y}c34-10 68-26 98-50`, 'M366 360c12-10 20-20 26-32']} />
        {/* The branch that goes nowhere: a trodden line that thins out and stops. */}
        <path d={`M${fork.x} ${fork.y}c-30-10-62-26-104-34`} stroke={palette.white} stroke-width="3.5" stroke-linecap="round" stroke-dasharray="1 11" />
        {/* The signpost: a plain pole, a gold board pointing on and a pale one pointing back. */}
        <rect x={post.x - 4} y={post.top} width="8" height={fork.y - post.top - 4} rx="3" fill={palette.brandStrong} />
        <path d={`M${post.x - 2} ${post.top + 10}h58l16 14-16 14h-58z`} fill={palette.accent} />
        <path d={`M${post.x + 2} ${post.top + 46}h-52l-14 12 14 12h52z`} fill={mix(palette.tint, palette.brandSoft, 0.55)} />
        <circle cx={post.x} cy={post.top} r="6" fill={palette.brandStrong} />
      </>
    ),
    over: <Milestone cx={392} cy={328} r={6} fill={palette.accent} />,
  };
}

const scenes: Record<PageArtName, (id: string) => Scene> = {
  about,
  services,
  lifeCoaching,
  careerCoaching,
  businessCoaching,
  booking,
  bookingBanner,
  blog,
  contact,
  legal,
  thankYou,
  notFound,
};

/**
 * An inner page's hero drawing: the home hero's arch, sky and hills, with one
 * motif that says what the page is for. No text inside, so a drawing with a
 * direction of travel mirrors whole for Arabic (docs/decisions.md, "Images").
 */
export function PageArt({ name }: { name: PageArtName }): JSX.Element {
  const id = `pg-${name}`;
  const scene = scenes[name](id);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${PAGE_ART_WIDTH} ${PAGE_ART_HEIGHT}`} width={PAGE_ART_WIDTH} height={PAGE_ART_HEIGHT} fill="none">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <linearGradient id={`${id}-near`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brand} />
        </linearGradient>
        <linearGradient id={`${id}-dawn`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tint} />
          <stop offset="1" stop-color={glow} />
        </linearGradient>
        <linearGradient id={`${id}-leaf`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color={palette.brandStrong} />
          <stop offset="1" stop-color={palette.brandSoft} />
        </linearGradient>
        <linearGradient id={`${id}-spill`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={paleGold} />
          <stop offset="1" stop-color={paleGold} stop-opacity="0" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stop-color={glow} />
          <stop offset="1" stop-color={palette.tint} stop-opacity="0" />
        </radialGradient>
        <clipPath id={`${id}-arch`}>
          <path d={`${archPath(0)}z`} />
        </clipPath>
      </defs>

      <path d={archPath(22)} stroke={palette.line} stroke-width="1.5" />
      <path d={archPath(44)} stroke={palette.line} stroke-width="1" stroke-dasharray="2 8" stroke-linecap="round" />
      <g clip-path={`url(#${id}-arch)`}>
        <rect x={ARCH.left} y={ARCH.spring - R} width={2 * R} height={ARCH.base - ARCH.spring + R} fill={`url(#${id}-sky)`} />
        {scene.inside}
      </g>
      {scene.over}
      <circle cx={CX + R + 40} cy="96" r="3.5" fill={palette.accent} />
      <circle cx={ARCH.left - 16} cy="200" r="3" fill={palette.brandSoft} fill-opacity="0.5" />
      <path d={`M${ARCH.left - 64} ${ARCH.base}H${ARCH.right + 64}`} stroke={palette.line} stroke-width="1.5" stroke-linecap="round" />
    </svg>
  );
}
