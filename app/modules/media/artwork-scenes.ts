/**
 * Event and place artwork: one illustrated motif per category (a record for music, a mirror ball
 * for parties, masks under a spotlight for theatre …) on a varied ground, on a 1200×800 canvas.
 *
 * Cards lay a date badge over the top left, a heart over the top right and a category label over
 * the bottom left, so nothing meant to be seen sits in those corners: the motif stays in the
 * middle band (x 260–940, y 150–700).
 */
import { own } from "~/lib/own";
import { mix, r, type Rng, type Scheme } from "./artwork-kit";

const W = 1200;
const H = 800;

/** A motif is drawn around (0, 0) and fits a box of about 560×560. */
type Motif = (c: Scheme, rng: Rng, id: string) => string;

const f2 = (n: number) => n.toFixed(2);

function sparkle(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${fill}"/>`;
}

function note(x: number, y: number, fill: string): string {
  return `<ellipse cx="${x}" cy="${y}" rx="22" ry="16" transform="rotate(-20 ${x} ${y})" fill="${fill}"/><path d="M${x + 19} ${y - 4}V${y - 96}l34 14" stroke="${fill}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
}

const vinyl: Motif = (c, rng) => {
  let out = `<circle r="235" fill="${c.fg}"/>`;
  for (let i = 0; i < 5; i++) out += `<circle r="${205 - i * 26}" fill="none" stroke="${c.bg1}" stroke-width="3" opacity=".35"/>`;
  out += `<circle r="78" fill="${c.hi}"/><circle r="9" fill="${c.bg1}"/>`;
  out += `<path d="M-160 -120A200 200 0 0 1 -40 -196" stroke="#fff" stroke-width="14" fill="none" opacity=".3" stroke-linecap="round"/>`;
  out += `<path d="M250 -250L120 -40" stroke="${c.sub}" stroke-width="16" stroke-linecap="round"/><circle cx="250" cy="-250" r="30" fill="${c.sub}"/><rect x="96" y="-62" width="40" height="30" rx="6" transform="rotate(-58 116 -47)" fill="${c.sub}"/>`;
  out += note(-300 + rng.int(0, 40), -150 + rng.int(0, 60), c.hi) + note(290, 130 + rng.int(0, 60), c.fg);
  return out;
};

const mirrorBall: Motif = (c, rng, id) => {
  let out = "";
  const beams = rng.int(3, 5);
  for (let i = 0; i < beams; i++) {
    const x = r(-420 + (840 / (beams - 1)) * i);
    out += `<path d="M0 -120L${x - 70} 330H${x + 70}Z" fill="${i % 2 ? c.hi : c.fg}" opacity=".16"/>`;
  }
  out += `<path d="M0 -420V-250" stroke="${c.fg}" stroke-width="6"/>`;
  out += `<circle cy="-120" r="135" fill="${c.fg}"/><circle cy="-120" r="135" fill="url(#f${id})" opacity=".55"/>`;
  out += `<path d="M-95 -215A135 135 0 0 1 30 -250" stroke="#fff" stroke-width="12" fill="none" opacity=".5" stroke-linecap="round"/>`;
  out += `<ellipse cy="300" rx="330" ry="34" fill="${c.hi}" opacity=".35"/>`;
  for (let i = 0; i < 5; i++) out += sparkle(r(rng.range(-320, 320)), r(rng.range(-300, 260)), rng.int(14, 30), i % 2 ? c.hi : "#fff");
  return out;
};

const masks: Motif = (c, rng) => {
  const tilt = rng.int(-12, 12);
  const face = (fill: string, hole: string, mouth: string) =>
    `<path d="M-120 -130Q0 -170 120 -130Q135 40 0 130Q-135 40 -120 -130Z" fill="${fill}"/>` +
    `<ellipse cx="-48" cy="-50" rx="30" ry="20" fill="${hole}"/><ellipse cx="48" cy="-50" rx="30" ry="20" fill="${hole}"/>` +
    `<path d="${mouth}" stroke="${hole}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return (
    `<path d="M-20 -460L-300 300H260Z" fill="${c.hi}" opacity=".22"/><ellipse cx="-20" cy="300" rx="300" ry="40" fill="${c.hi}" opacity=".3"/>` +
    `<g transform="translate(110 40) rotate(${18 + tilt})">${face(c.sub, c.bg1, "M-50 60Q0 20 50 60")}</g>` +
    `<g transform="translate(-80 -20) rotate(${-14 + tilt})">${face(c.fg, c.bg1, "M-55 30Q0 80 55 30")}</g>`
  );
};

const curtains = (c: Scheme): string => {
  const drape = (flip: boolean) => {
    const x0 = flip ? W : 0;
    const s = flip ? -1 : 1;
    let folds = "";
    for (let i = 1; i < 4; i++) folds += `<path d="M${x0 + s * i * 55} 0Q${x0 + s * (i * 55 - 20)} 400 ${x0 + s * i * 62} ${H}" stroke="${c.ink}" stroke-width="6" opacity=".25" fill="none"/>`;
    return `<path d="M${x0} 0H${x0 + s * 250}Q${x0 + s * 170} 380 ${x0 + s * 240} ${H}H${x0}Z" fill="${c.sub}"/>${folds}`;
  };
  return `${drape(false)}${drape(true)}<path d="M0 0H${W}V70Q900 110 600 80Q300 110 0 70Z" fill="${c.ink}" opacity=".85"/>`;
};

const bauhaus: Motif = (c, rng) => {
  const spots = [
    [-120, -90],
    [110, -60],
    [-60, 120],
    [140, 140],
  ];
  for (let i = spots.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [spots[i], spots[j]] = [spots[j], spots[i]];
  }
  const [a, b, d, e] = spots;
  return (
    `<circle cx="${a[0]}" cy="${a[1]}" r="160" fill="${c.hi}"/>` +
    `<rect x="${b[0] - 110}" y="${b[1] - 110}" width="220" height="220" fill="${c.fg}" transform="rotate(${rng.int(-15, 15)} ${b[0]} ${b[1]})"/>` +
    `<path d="M${d[0] - 140} ${d[1] + 60}A140 140 0 0 1 ${d[0] + 140} ${d[1] + 60}Z" fill="${c.sub}"/>` +
    `<path d="M${e[0] - 100} ${e[1] + 90}L${e[0]} ${e[1] - 90}L${e[0] + 100} ${e[1] + 90}Z" fill="${c.ink}" opacity=".85"/>` +
    `<path d="M-280 230C-120 150 60 300 280 190" stroke="${c.fg}" stroke-width="18" fill="none" stroke-linecap="round"/>`
  );
};

const frames: Motif = (c, rng) => {
  const frame = (x: number, y: number, w: number, h: number, inner: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.fg}"/><rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" fill="${c.bg1}"/>` +
    `<svg x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" viewBox="0 0 100 100" preserveAspectRatio="none">${inner}</svg>`;
  const art = () =>
    rng.pick([
      `<circle cx="60" cy="40" r="26" fill="${c.hi}"/><path d="M0 100L40 50L70 80L100 45V100Z" fill="${c.sub}"/>`,
      `<rect x="15" y="15" width="40" height="70" fill="${c.hi}"/><circle cx="70" cy="60" r="22" fill="${c.sub}"/>`,
      `<path d="M0 70Q50 0 100 70V100H0Z" fill="${c.hi}"/><circle cx="30" cy="30" r="12" fill="${c.sub}"/>`,
    ]);
  return (
    frame(-290, -210, 300, 230, art()) +
    frame(50, -250, 200, 250, art()) +
    frame(40, 40, 240, 180, art()) +
    frame(-250, 60, 200, 160, art()) +
    `<rect x="-330" y="290" width="660" height="14" rx="7" fill="${c.fg}" opacity=".5"/>`
  );
};

const microphone: Motif = (c) => {
  let grille = "";
  for (let y = -110; y <= 30; y += 28) grille += `<path d="M-66 ${y}H66" stroke="${c.bg1}" stroke-width="5" opacity=".35"/>`;
  return (
    `<rect x="-330" y="-270" width="230" height="130" rx="60" fill="${c.sub}"/><path d="M-190 -150l-10 60 60-50Z" fill="${c.sub}"/>` +
    `<rect x="120" y="-300" width="200" height="110" rx="55" fill="${c.hi}"/><path d="M180 -200l-20 50 70-50Z" fill="${c.hi}"/>` +
    `<path d="M-115 -10Q-115 150 0 150Q115 150 115 -10" stroke="${c.fg}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<rect x="-75" y="-160" width="150" height="220" rx="75" fill="${c.fg}"/>${grille}` +
    `<rect x="-82" y="40" width="164" height="24" rx="8" fill="${c.hi}"/>` +
    `<path d="M0 150V270" stroke="${c.fg}" stroke-width="18"/><ellipse cy="280" rx="120" ry="20" fill="${c.fg}"/>`
  );
};

const plate: Motif = (c, rng) => {
  let food = "";
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.next();
    food += `<circle cx="${r(Math.cos(a) * 60)}" cy="${r(Math.sin(a) * 60)}" r="${rng.int(30, 52)}" fill="${[c.hi, c.sub, c.ink][i % 3]}"/>`;
  }
  return (
    `<ellipse cy="20" rx="250" ry="250" fill="${c.ink}" opacity=".25"/>` +
    `<circle r="225" fill="${c.fg}"/><circle r="160" fill="none" stroke="${c.bg1}" stroke-width="4" opacity=".25"/>${food}` +
    `<g fill="${c.fg}"><rect x="-330" y="-60" width="22" height="250" rx="11"/><path d="M-350 -200v110q0 30 30 30h2q30 0 30-30v-110h-12v90h-12v-90h-12v90h-12v-90z"/>` +
    `<path d="M300 -200q40 60 20 180h-20z"/><rect x="300" y="-30" width="22" height="220" rx="11"/></g>`
  );
};

const cup: Motif = (c) => {
  const steam = [-60, 0, 60].map((x, i) => `<path d="M${x} -110c-40-40 40-60 0-110s40-60 0-100" stroke="${c.fg}" stroke-width="12" fill="none" opacity="${f2(0.75 - i * 0.15)}" stroke-linecap="round"/>`).join("");
  return (
    steam +
    `<ellipse cy="190" rx="250" ry="48" fill="${c.sub}"/>` +
    `<circle cx="175" cy="30" r="56" fill="none" stroke="${c.fg}" stroke-width="28"/>` +
    `<path d="M-165 -70H165Q155 160 0 170Q-155 160 -165 -70Z" fill="${c.fg}"/>` +
    `<ellipse cy="-70" rx="165" ry="32" fill="${c.hi}"/><ellipse cy="-66" rx="140" ry="22" fill="${c.ink}"/>` +
    `<path d="M-110 0Q-100 110 -20 130" stroke="#fff" stroke-width="12" fill="none" opacity=".3" stroke-linecap="round"/>`
  );
};

const cocktails: Motif = (c) =>
  `<circle r="270" fill="none" stroke="${c.hi}" stroke-width="28" opacity=".18"/><circle r="270" fill="none" stroke="${c.hi}" stroke-width="8"/>` +
  `<g transform="rotate(-12 -120 0)"><path d="M-260 -170H20L-120 -20Z" fill="${c.fg}"/><path d="M-225 -140H-15L-120 -40Z" fill="${c.hi}"/>` +
  `<path d="M-120 -20V170" stroke="${c.fg}" stroke-width="14"/><ellipse cx="-120" cy="175" rx="80" ry="16" fill="${c.fg}"/><circle cx="-40" cy="-175" r="22" fill="${c.sub}"/></g>` +
  `<g transform="rotate(10 150 20)"><rect x="70" y="-150" width="160" height="320" rx="14" fill="${c.fg}"/><rect x="86" y="-60" width="128" height="214" rx="8" fill="${c.sub}"/>` +
  `<rect x="104" y="-40" width="44" height="44" rx="6" fill="#fff" opacity=".5" transform="rotate(14 126 -18)"/><rect x="152" y="10" width="44" height="44" rx="6" fill="#fff" opacity=".45"/>` +
  `<path d="M190 -130L250 -250" stroke="${c.hi}" stroke-width="12" stroke-linecap="round"/></g>`;

const temple: Motif = (c) => {
  let cols = "";
  for (let i = 0; i < 5; i++) {
    const x = -220 + i * 110;
    cols += `<rect x="${x - 24}" y="-90" width="48" height="240" fill="${c.fg}"/><path d="M${x - 8} -80V140M${x + 8} -80V140" stroke="${c.bg1}" stroke-width="4" opacity=".25"/>`;
  }
  return (
    `<path d="M-290 -130L0 -280L290 -130Z" fill="${c.fg}"/><path d="M-200 -150L0 -250L200 -150Z" fill="${c.hi}" opacity=".8"/>` +
    `<rect x="-290" y="-130" width="580" height="40" fill="${c.fg}"/>${cols}` +
    `<rect x="-300" y="150" width="600" height="30" fill="${c.fg}"/><rect x="-330" y="180" width="660" height="30" fill="${c.sub}"/><rect x="-360" y="210" width="720" height="30" fill="${c.fg}"/>`
  );
};

const filmStrip: Motif = (c, rng) => {
  let holes = "";
  for (let x = -420; x < 420; x += 52) holes += `<rect x="${x}" y="-100" width="26" height="20" rx="4" fill="${c.bg1}"/><rect x="${x}" y="80" width="26" height="20" rx="4" fill="${c.bg1}"/>`;
  let shots = "";
  for (let i = 0; i < 4; i++) {
    const x = -400 + i * 205;
    shots += `<rect x="${x}" y="-62" width="180" height="124" fill="${i % 2 ? c.sub : c.hi}"/>`;
    shots += i % 2 ? `<circle cx="${x + 90}" cy="0" r="36" fill="${c.ink}" opacity=".6"/>` : `<path d="M${x + 20} 62L${x + 80} 0L${x + 120} 40L${x + 150} 10L${x + 180} 62Z" fill="${c.ink}" opacity=".6"/>`;
  }
  return (
    `<path d="M-600 -420L-200 -110L-180 110Z" fill="${c.fg}" opacity=".12"/>` +
    `<g transform="rotate(${rng.int(-20, -8)})"><rect x="-440" y="-115" width="880" height="230" fill="${c.ink}"/>${holes}${shots}</g>`
  );
};

const trees: Motif = (c, rng) => {
  let out = `<path d="M-700 200Q-300 60 0 170T700 140V420H-700Z" fill="${c.sub}"/>`;
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i++) {
    const x = r(-380 + (760 / (n - 1)) * i + rng.range(-30, 30));
    const h = rng.int(120, 230);
    const base = r(180 - Math.sin((x + 700) / 220) * 20);
    out += `<path d="M${x} ${base}V${base - h}" stroke="${c.ink}" stroke-width="14"/>`;
    out += rng.next() < 0.5 ? `<circle cx="${x}" cy="${base - h}" r="${rng.int(60, 90)}" fill="${i % 2 ? c.fg : c.hi}"/>` : `<path d="M${x - 70} ${base - h + 70}L${x} ${base - h - 110}L${x + 70} ${base - h + 70}Z" fill="${i % 2 ? c.fg : c.hi}"/>`;
  }
  return `${out}<path d="M-700 280Q-200 200 200 290T700 260V420H-700Z" fill="${c.fg}" opacity=".85"/>`;
};

const track: Motif = (c, rng) => {
  let lanes = "";
  for (let i = 0; i < 4; i++) lanes += `<rect x="${-360 + i * 36}" y="${-170 + i * 36}" width="${720 - i * 72}" height="${340 - i * 72}" rx="${170 - i * 36}" fill="none" stroke="${c.fg}" stroke-width="6" opacity=".75"/>`;
  const bx = rng.int(40, 160);
  return (
    `<rect x="-380" y="-190" width="760" height="380" rx="190" fill="${c.sub}"/>${lanes}<rect x="-200" y="-60" width="400" height="120" rx="60" fill="${c.hi}" opacity=".5"/>` +
    `<path d="M${bx - 220} -20H${bx - 110}M${bx - 190} 20H${bx - 100}M${bx - 240} 60H${bx - 110}" stroke="${c.fg}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="${bx}" cy="20" r="78" fill="#fff"/><path d="M${bx} -10l28 20-10 32h-36l-10-32z" fill="${c.ink}"/><path d="M${bx} -10V-58M${bx + 28} 10l44-12M${bx + 18} 42l26 36M${bx - 18} 42l-26 36M${bx - 28} 10l-44-12" stroke="${c.ink}" stroke-width="5"/>`
  );
};

const balloons: Motif = (c, rng) => {
  const n = rng.int(3, 5);
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = r(-220 + (440 / (n - 1)) * i + rng.range(-20, 20));
    const y = r(rng.range(-230, -80));
    const fill = [c.hi, c.fg, c.sub, c.ink][i % 4];
    out += `<path d="M${x} ${y + 95}Q${x + 30} ${y + 200} 0 300" stroke="${c.fg}" stroke-width="4" fill="none" opacity=".7"/>`;
    out += `<ellipse cx="${x}" cy="${y}" rx="72" ry="90" fill="${fill}"/><path d="M${x - 10} ${y + 100}L${x} ${y + 86}L${x + 10} ${y + 100}Z" fill="${fill}"/><ellipse cx="${x - 26}" cy="${y - 34}" rx="14" ry="24" fill="#fff" opacity=".35"/>`;
  }
  return out;
};

const burst: Motif = (c, rng) => {
  let pts = "";
  const spikes = rng.pick([8, 10, 12]);
  for (let i = 0; i < spikes * 2; i++) {
    const a = (i / (spikes * 2)) * Math.PI * 2;
    const rad = i % 2 ? 150 : 250;
    pts += `${r(Math.cos(a) * rad)},${r(Math.sin(a) * rad)} `;
  }
  let out = `<polygon points="${pts.trim()}" fill="${c.hi}"/><circle r="120" fill="${c.fg}"/>`;
  out += `<path d="M0 -70l20 44 48 6-36 32 10 48L0 36l-42 24 10-48-36-32 48-6z" fill="${c.hi}"/>`;
  for (let i = 0; i < 6; i++) out += sparkle(r(rng.range(-330, 330)), r(rng.range(-300, 300)), rng.int(12, 26), i % 2 ? c.fg : c.sub);
  return out;
};

const stage: Motif = (c, rng) => {
  let pipes = "";
  for (let i = 0; i < 9; i++) {
    const h = 120 + Math.abs(4 - i) * -18 + 90;
    pipes += `<rect x="${-180 + i * 40}" y="${60 - h}" width="28" height="${h}" rx="14" fill="${i % 2 ? c.hi : c.fg}"/>`;
  }
  return (
    `<path d="M-280 260V-40A280 280 0 0 1 280 -40V260Z" fill="${c.ink}" opacity=".55"/><path d="M-240 260V-40A240 240 0 0 1 240 -40V260Z" fill="${c.bg2}"/>` +
    pipes +
    `<rect x="-300" y="200" width="600" height="60" fill="${c.fg}"/><rect x="-300" y="200" width="600" height="10" fill="${c.hi}"/>` +
    note(-330, -120 + rng.int(0, 40), c.fg) +
    note(300, -60, c.hi)
  );
};

const keyboard: Motif = (c, rng) => {
  let keys = "";
  for (let i = 0; i < 10; i++) keys += `<rect x="${-300 + i * 60}" y="-40" width="56" height="220" rx="8" fill="${c.fg}"/>`;
  for (const i of [0, 1, 3, 4, 5, 7, 8]) keys += `<rect x="${-300 + i * 60 + 38}" y="-40" width="36" height="130" rx="6" fill="${c.ink}"/>`;
  return (
    `<rect x="-330" y="-90" width="660" height="300" rx="26" fill="${c.ink}"/><rect x="-310" y="-76" width="620" height="24" rx="8" fill="${c.hi}"/>` +
    `<g transform="skewX(-6)">${keys}</g>` +
    note(-200, -170 + rng.int(0, 30), c.hi) +
    note(60, -210 + rng.int(0, 40), c.fg) +
    note(260, -160, c.sub)
  );
};

const equalizer: Motif = (c, rng) => {
  let bars = "";
  for (let i = 0; i < 11; i++) {
    const h = rng.int(80, 300);
    bars += `<rect x="${-330 + i * 60}" y="${200 - h}" width="40" height="${h}" rx="20" fill="${i % 3 === 1 ? c.hi : c.fg}"/>`;
  }
  return `<ellipse cy="210" rx="380" ry="30" fill="${c.hi}" opacity=".3"/>${bars}<path d="M-360 -180Q-180 -300 0 -180T360 -180" stroke="${c.hi}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
};

const book: Motif = (c) => {
  let lines = "";
  for (let i = 0; i < 6; i++) lines += `<path d="M${-250} ${-110 + i * 34}Q-140 ${-130 + i * 34} -30 ${-104 + i * 34}M30 ${-104 + i * 34}Q140 ${-130 + i * 34} 250 ${-110 + i * 34}" stroke="${c.bg1}" stroke-width="8" opacity=".35" fill="none"/>`;
  return (
    `<path d="M-300 -170Q-150 -210 0 -150Q150 -210 300 -170V170Q150 130 0 190Q-150 130 -300 170Z" fill="${c.ink}" opacity=".6"/>` +
    `<path d="M-280 -180Q-140 -220 -10 -160V170Q-140 120 -280 150Z" fill="${c.fg}"/><path d="M280 -180Q140 -220 10 -160V170Q140 120 280 150Z" fill="${c.fg}"/>${lines}` +
    `<path d="M180 -200V-60L205 -85L230 -60V-200Z" fill="${c.hi}"/>` +
    `<rect x="-250" y="-320" width="200" height="100" rx="50" fill="${c.sub}"/><path d="M-190 -225l-15 45 55-45Z" fill="${c.sub}"/>`
  );
};

const kite: Motif = (c, rng) => {
  let tail = "";
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 60;
    const y = 150 + i * 40 + (i % 2) * 20;
    tail += `<path d="M${x - 16} ${y - 12}L${x + 16} ${y + 12}M${x + 16} ${y - 12}L${x - 16} ${y + 12}" stroke="${i % 2 ? c.hi : c.sub}" stroke-width="14" stroke-linecap="round"/>`;
  }
  return (
    `<ellipse cx="-230" cy="-170" rx="110" ry="40" fill="#fff" opacity=".45"/><ellipse cx="250" cy="-60" rx="90" ry="32" fill="#fff" opacity=".35"/>` +
    `<path d="M0 -240L150 -40L0 130L-150 -40Z" fill="${c.hi}"/><path d="M0 -240L0 130M-150 -40H150" stroke="${c.fg}" stroke-width="8"/><path d="M0 -240L150 -40L0 -40Z" fill="${c.fg}" opacity=".3"/>` +
    `<path d="M0 130Q40 200 60 150T180 230T300 290" stroke="${c.fg}" stroke-width="4" fill="none"/>${tail}` +
    `<path d="M-40 ${260 + rng.int(0, 30)}Q-200 200 -330 280" stroke="${c.fg}" stroke-width="3" fill="none" opacity=".6"/>`
  );
};

/** Each category has one or more motifs; the seed picks one, so a row of one category varies. */
const MOTIFS: Record<string, Motif | Motif[]> = {
  music: [vinyl, keyboard, vinyl, equalizer],
  party: [mirrorBall, equalizer],
  club: [mirrorBall, equalizer],
  theater: masks,
  art: bauhaus,
  gallery: frames,
  spoken: [microphone, book],
  food: plate,
  restaurant: plate,
  cafe: cup,
  bar: cocktails,
  museum: temple,
  film: filmStrip,
  cinema: filmStrip,
  park: trees,
  sport: track,
  sports: track,
  family: [balloons, kite],
  featured: burst,
  venue: stage,
  concert_hall: stage,
};

/** A stable motif for categories we do not know (a new organizer category). */
const FALLBACK: Motif[] = [burst, bauhaus, balloons, vinyl];

/** The motif of a category (one of its motifs, picked by `pick`), or a stable stand-in picked from its name. */
export function motifFor(category: string, h: number, pick: number): Motif {
  const known = own(MOTIFS, category);
  if (!known) return FALLBACK[h % FALLBACK.length];
  return Array.isArray(known) ? known[pick % known.length] : known;
}

/** Pattern and gradient definitions a scene may use (ids suffixed to stay unique in a page). */
export function sceneDefs(c: Scheme, id: string): string {
  return (
    `<linearGradient id="b${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>` +
    `<pattern id="d${id}" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="${c.fg}"/></pattern>` +
    `<pattern id="f${id}" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M0 0H30V30" fill="none" stroke="${c.bg1}" stroke-width="3"/></pattern>`
  );
}

/** The ground behind a motif: rays, a split, arcs or a halftone field. */
export function ground(c: Scheme, rng: Rng, id: string, cx: number, cy: number): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#b${id})"/>`;
  switch (rng.int(0, 3)) {
    case 0: {
      let d = "";
      const n = 18;
      for (let i = 0; i < n; i += 2) {
        const a1 = (i / n) * Math.PI * 2;
        const a2 = ((i + 1) / n) * Math.PI * 2;
        d += `M${cx} ${cy}L${r(cx + Math.cos(a1) * 1500)} ${r(cy + Math.sin(a1) * 1500)}L${r(cx + Math.cos(a2) * 1500)} ${r(cy + Math.sin(a2) * 1500)}Z`;
      }
      out += `<path d="${d}" fill="${c.fg}" opacity=".07"/>`;
      break;
    }
    case 1: {
      const y1 = rng.int(200, 600);
      out += `<path d="M0 ${y1}L${W} ${y1 + rng.int(-260, 260)}V${H}H0Z" fill="${c.bg2}" opacity=".8"/>`;
      break;
    }
    case 2: {
      const ax = rng.pick([0, W]);
      for (let i = 1; i <= 6; i++) out += `<circle cx="${ax}" cy="${H}" r="${i * 130}" fill="none" stroke="${c.fg}" stroke-width="${i % 2 ? 26 : 10}" opacity=".08"/>`;
      break;
    }
    default:
      out += `<rect width="${W}" height="${H}" fill="url(#d${id})" opacity=".12"/>`;
  }
  out += `<circle cx="${cx + rng.int(-80, 80)}" cy="${cy - rng.int(40, 120)}" r="${rng.int(260, 340)}" fill="${mix(c.bg2, c.hi, 0.5)}" opacity=".35"/>`;
  return out;
}

/** An event's poster: ground, the category's motif in the middle band, a few accents. */
export function eventScene(c: Scheme, rng: Rng, id: string, motif: Motif, category: string): string {
  const [cx, cy] = rng.pick([
    [600, 430],
    [660, 440],
    [560, 450],
  ] as const);
  const s = rng.range(0.88, 1.02);
  // every other item sees its motif mirrored: the record arm, the cup's handle, the strip's slant change sides
  const sx = rng.next() < 0.5 ? -s : s;
  let out = ground(c, rng, id, cx, cy);
  if (category === "theater") out += curtains(c);
  out += `<g transform="translate(${cx} ${cy}) scale(${f2(sx)} ${f2(s)})">${motif(c, rng, id)}</g>`;
  return out;
}

/** A place: the motif indoors — arched windows on the wall, a floor with perspective lines. */
export function placeScene(c: Scheme, rng: Rng, id: string, motif: Motif, category: string): string {
  const floorY = rng.int(600, 650);
  let out = `<rect width="${W}" height="${H}" fill="url(#b${id})"/>`;
  if (category === "park") {
    out += `<circle cx="${rng.int(300, 900)}" cy="220" r="110" fill="${c.hi}" opacity=".8"/>`;
    return `${out}<g transform="translate(600 460)">${motif(c, rng, id)}</g>`;
  } else {
    const n = rng.int(3, 4);
    const w = rng.int(150, 190);
    const gap = (W - n * w) / (n + 1);
    for (let i = 0; i < n; i++) {
      const x = r(gap + i * (w + gap));
      out += `<path d="M${x} ${floorY - 40}V${170 + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${170 + w / 2}V${floorY - 40}Z" fill="${c.bg2}" opacity=".55"/>`;
      out += `<path d="M${x + w / 2} ${170}V${floorY - 40}M${x} ${330}H${x + w}" stroke="${c.bg1}" stroke-width="8" opacity=".5"/>`;
    }
    out += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${c.ink}" opacity=".45"/>`;
    for (let i = -4; i <= 4; i++) out += `<path d="M${600 + i * 60} ${floorY}L${600 + i * 260} ${H}" stroke="${c.fg}" stroke-width="3" opacity=".12"/>`;
  }
  if (category === "theater") out += curtains(c);
  out += `<g transform="translate(600 ${floorY - 250}) scale(.78)">${motif(c, rng, id)}</g>`;
  return out;
}
