/**
 * Artist artwork: an illustrated head-and-shoulders portrait per artist — skin tone, hair, face,
 * clothes, background and the prop of their kind (guitar, headphones, camera, beret …) all follow
 * from the artist's slug, so no two artists share one silhouette.
 *
 * Artist images are shown square (object-cover), which keeps x 200–1000 of the 1200×800 canvas:
 * the figure stays inside x 260–940.
 */
import { mix, r, type Rng, type Scheme } from "./artwork-kit";

const SKIN = ["#f3cfb3", "#e8b48f", "#d29a70", "#b57a52", "#8d5a3b", "#60392a"];
const HAIR = ["#1d1816", "#3a2619", "#6a3f22", "#a5602f", "#d8b46a", "#c9c3bb", "#7a2e4a"];
const INK = "#231c1a";

type Figure = { cx: number; hy: number; skin: string; hair: string; shirt: string };

function hairBack(style: number, f: Figure): string {
  const { cx, hy, hair } = f;
  switch (style) {
    case 1: // long
      return `<rect x="${cx - 135}" y="${hy - 140}" width="270" height="350" rx="125" fill="${hair}"/>`;
    case 3: {
      // curls
      let out = "";
      for (let i = 0; i < 13; i++) {
        const a = Math.PI * (0.95 + (i / 12) * 1.1);
        out += `<circle cx="${r(cx + Math.cos(a) * 118)}" cy="${r(hy - 20 + Math.sin(a) * 128)}" r="${48 + (i % 3) * 8}" fill="${hair}"/>`;
      }
      return out;
    }
    case 4: // bob
      return `<rect x="${cx - 132}" y="${hy - 135}" width="264" height="240" rx="110" fill="${hair}"/>`;
    default:
      return "";
  }
}

function hairFront(style: number, f: Figure): string {
  const { cx, hy, hair } = f;
  const cap = `M${cx - 110} ${hy - 5}C${cx - 118} ${hy - 165} ${cx + 118} ${hy - 165} ${cx + 110} ${hy - 5}`;
  switch (style) {
    case 0: // short crop
      return `<path d="${cap}C${cx + 92} ${hy - 78} ${cx - 40} ${hy - 100} ${cx - 110} ${hy - 5}Z" fill="${hair}"/>`;
    case 1: // long, middle parting
      return `<path d="${cap}C${cx + 70} ${hy - 90} ${cx + 20} ${hy - 110} ${cx} ${hy - 120}C${cx - 20} ${hy - 110} ${cx - 70} ${hy - 90} ${cx - 110} ${hy - 5}Z" fill="${hair}"/>`;
    case 2: // bun
      return `<circle cx="${cx + 10}" cy="${hy - 150}" r="52" fill="${hair}"/><path d="${cap}C${cx + 80} ${hy - 110} ${cx - 80} ${hy - 110} ${cx - 110} ${hy - 5}Z" fill="${hair}"/>`;
    case 3: // curls sit on the crown
      return `<path d="${cap}C${cx + 60} ${hy - 70} ${cx - 60} ${hy - 70} ${cx - 110} ${hy - 5}Z" fill="${hair}"/>`;
    case 4: // bob with a straight fringe
      return `<path d="M${cx - 112} ${hy - 20}C${cx - 115} ${hy - 160} ${cx + 115} ${hy - 160} ${cx + 112} ${hy - 20}L${cx + 100} ${hy - 48}H${cx - 100}Z" fill="${hair}"/>`;
    case 5: // quiff
      return `<path d="M${cx - 108} ${hy - 10}C${cx - 120} ${hy - 150} ${cx - 20} ${hy - 200} ${cx + 90} ${hy - 160}C${cx + 130} ${hy - 120} ${cx + 118} ${hy - 40} ${cx + 108} ${hy - 10}C${cx + 70} ${hy - 90} ${cx - 50} ${hy - 70} ${cx - 108} ${hy - 10}Z" fill="${hair}"/>`;
    case 6: // shaved, with a beard
      return (
        `<path d="M${cx - 104} ${hy - 30}C${cx - 100} ${hy - 140} ${cx + 100} ${hy - 140} ${cx + 104} ${hy - 30}C${cx + 60} ${hy - 100} ${cx - 60} ${hy - 100} ${cx - 104} ${hy - 30}Z" fill="${hair}" opacity=".55"/>` +
        `<path d="M${cx - 100} ${hy + 20}C${cx - 90} ${hy + 150} ${cx + 90} ${hy + 150} ${cx + 100} ${hy + 20}C${cx + 60} ${hy + 70} ${cx + 30} ${hy + 50} ${cx} ${hy + 52}C${cx - 30} ${hy + 50} ${cx - 60} ${hy + 70} ${cx - 100} ${hy + 20}Z" fill="${hair}"/>`
      );
    default: // beanie
      return `<path d="M${cx - 116} ${hy - 40}C${cx - 120} ${hy - 200} ${cx + 120} ${hy - 200} ${cx + 116} ${hy - 40}Z" fill="${hair === HAIR[0] ? "#8a2b3a" : INK}"/><rect x="${cx - 122}" y="${hy - 70}" width="244" height="44" rx="14" fill="${mix(hair === HAIR[0] ? "#8a2b3a" : INK, "#ffffff", 0.25)}"/>`;
  }
}

function face(f: Figure, rng: Rng, glasses: boolean, hideEyes: boolean): string {
  const { cx, hy, skin } = f;
  const shade = mix(skin, "#3b1f14", 0.35);
  let out = `<path d="M${cx - 4} ${hy + 12}Q${cx - 14} ${hy + 44} ${cx + 8} ${hy + 48}" stroke="${shade}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (!hideEyes) {
    const eyes = rng.int(0, 2);
    for (const s of [-1, 1]) {
      const ex = cx + s * 42;
      out += eyes === 2 ? `<path d="M${ex - 14} ${hy}Q${ex} ${hy + 10} ${ex + 14} ${hy}" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/>` : `<ellipse cx="${ex}" cy="${hy}" rx="${eyes ? 8 : 10}" ry="${eyes ? 10 : 12}" fill="${INK}"/>`;
      out += `<path d="M${ex - 20} ${hy - 28 - (s === 1 ? rng.int(0, 6) : 0)}Q${ex} ${hy - 38} ${ex + 20} ${hy - 28}" stroke="${f.hair === HAIR[5] ? INK : f.hair}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
    if (glasses) out += `<g fill="none" stroke="${INK}" stroke-width="7"><circle cx="${cx - 42}" cy="${hy}" r="30"/><circle cx="${cx + 42}" cy="${hy}" r="30"/><path d="M${cx - 12} ${hy - 4}H${cx + 12}"/></g>`;
  }
  const mouth = rng.int(0, 2);
  out +=
    mouth === 0
      ? `<path d="M${cx - 34} ${hy + 74}Q${cx} ${hy + 100} ${cx + 34} ${hy + 74}" stroke="${mix(shade, "#7a1f2b", 0.5)}" stroke-width="7" fill="none" stroke-linecap="round"/>`
      : mouth === 1
        ? `<path d="M${cx - 36} ${hy + 72}Q${cx} ${hy + 118} ${cx + 36} ${hy + 72}Z" fill="#7a1f2b"/><path d="M${cx - 28} ${hy + 76}H${cx + 28}" stroke="#fff" stroke-width="8"/>`
        : `<path d="M${cx - 26} ${hy + 82}H${cx + 26}" stroke="${mix(shade, "#7a1f2b", 0.5)}" stroke-width="7" stroke-linecap="round"/>`;
  if (rng.next() < 0.5) out += `<circle cx="${cx - 66}" cy="${hy + 50}" r="20" fill="#e8667a" opacity=".22"/><circle cx="${cx + 66}" cy="${hy + 50}" r="20" fill="#e8667a" opacity=".22"/>`;
  return out;
}

/** One person: shoulders, neck, head with hair and face; `top` draws the clothes' detail. */
function person(f: Figure, rng: Rng, opts: { hairStyle: number; glasses: boolean; hideEyes: boolean; collar: number }): string {
  const { cx, hy, skin, shirt } = f;
  const neck = mix(skin, "#3b1f14", 0.15);
  const by = hy + 190;
  let out = hairBack(opts.hairStyle, f);
  out += `<path d="M${cx - 270} 800C${cx - 262} ${by + 30} ${cx - 180} ${by - 10} ${cx} ${by - 10}C${cx + 180} ${by - 10} ${cx + 262} ${by + 30} ${cx + 270} 800Z" fill="${shirt}"/>`;
  out += `<rect x="${cx - 52}" y="${hy + 70}" width="104" height="${by - hy - 40}" rx="34" fill="${neck}"/>`;
  if (opts.collar === 0) out += `<path d="M${cx - 60} ${by - 8}L${cx} ${by + 90}L${cx + 60} ${by - 8}Z" fill="${neck}"/>`;
  else if (opts.collar === 1) out += `<rect x="${cx - 70}" y="${by - 30}" width="140" height="56" rx="26" fill="${mix(shirt, "#000000", 0.2)}"/>`;
  else if (opts.collar === 2) {
    for (let y = by + 40; y < 800; y += 44) out += `<path d="M${cx - 250} ${y}H${cx + 250}" stroke="#fff" stroke-width="14" opacity=".35"/>`;
  } else out += `<path d="M${cx - 70} ${by - 10}L${cx - 20} ${by + 60}L${cx} ${by + 10}L${cx + 20} ${by + 60}L${cx + 70} ${by - 10}" fill="#fff" opacity=".9"/>`;
  out += `<ellipse cx="${cx - 104}" cy="${hy + 10}" rx="17" ry="26" fill="${skin}"/><ellipse cx="${cx + 104}" cy="${hy + 10}" rx="17" ry="26" fill="${skin}"/>`;
  out += `<ellipse cx="${cx}" cy="${hy}" rx="106" ry="128" fill="${skin}"/>`;
  out += face(f, rng, opts.glasses, opts.hideEyes);
  out += hairFront(opts.hairStyle, f);
  return out;
}

function guitar(cx: number, c: Scheme): string {
  // held across the body: the body at the player's hip, the neck towards the viewer's right
  const bx = cx - 70;
  return (
    `<g transform="rotate(58 ${bx} 700)"><rect x="${bx - 18}" y="330" width="36" height="380" fill="#5a3a22"/><rect x="${bx - 26}" y="292" width="52" height="62" rx="8" fill="${INK}"/>` +
    `<circle cx="${bx}" cy="660" r="78" fill="${c.hi}"/><circle cx="${bx}" cy="760" r="100" fill="${c.hi}"/><circle cx="${bx}" cy="685" r="28" fill="${INK}"/>` +
    `<path d="M${bx - 8} 330V800M${bx + 8} 330V800" stroke="#fff" stroke-width="2" opacity=".7"/></g>`
  );
}

function headphones(f: Figure, c: Scheme): string {
  const { cx, hy } = f;
  return (
    `<path d="M${cx - 122} ${hy + 10}C${cx - 130} ${hy - 210} ${cx + 130} ${hy - 210} ${cx + 122} ${hy + 10}" stroke="${INK}" stroke-width="24" fill="none"/>` +
    `<rect x="${cx - 150}" y="${hy - 40}" width="56" height="110" rx="24" fill="${INK}"/><rect x="${cx + 94}" y="${hy - 40}" width="56" height="110" rx="24" fill="${INK}"/>` +
    `<rect x="${cx - 140}" y="${hy - 20}" width="14" height="70" rx="7" fill="${c.hi}"/><rect x="${cx + 126}" y="${hy - 20}" width="14" height="70" rx="7" fill="${c.hi}"/>`
  );
}

function camera(f: Figure, c: Scheme): string {
  const { cx, hy } = f;
  return (
    `<ellipse cx="${cx - 150}" cy="${hy + 70}" rx="40" ry="56" fill="${f.skin}"/><ellipse cx="${cx + 150}" cy="${hy + 70}" rx="40" ry="56" fill="${f.skin}"/>` +
    `<rect x="${cx - 150}" y="${hy - 52}" width="300" height="170" rx="22" fill="${INK}"/><rect x="${cx - 110}" y="${hy - 78}" width="80" height="34" rx="8" fill="${INK}"/>` +
    `<circle cx="${cx + 10}" cy="${hy + 34}" r="66" fill="#3b3b44" stroke="${c.hi}" stroke-width="10"/><circle cx="${cx + 10}" cy="${hy + 34}" r="30" fill="${c.sub}"/><circle cx="${cx - 2}" cy="${hy + 22}" r="10" fill="#fff" opacity=".6"/>` +
    `<rect x="${cx + 96}" y="${hy - 36}" width="34" height="20" rx="4" fill="#fff" opacity=".8"/>`
  );
}

function handMic(f: Figure): string {
  const { cx, hy } = f;
  return (
    `<path d="M${cx + 150} 800L${cx + 140} ${hy + 200}" stroke="${INK}" stroke-width="30" stroke-linecap="round"/>` +
    `<ellipse cx="${cx + 140}" cy="${hy + 210}" rx="46" ry="36" fill="${f.skin}"/><circle cx="${cx + 136}" cy="${hy + 150}" r="40" fill="#54545c"/><circle cx="${cx + 136}" cy="${hy + 150}" r="40" fill="none" stroke="#9a9aa6" stroke-width="6" stroke-dasharray="6 8"/>`
  );
}

function topHat(f: Figure, c: Scheme): string {
  const { cx, hy } = f;
  return `<g transform="rotate(-8 ${cx} ${hy - 120})"><rect x="${cx - 86}" y="${hy - 250}" width="172" height="140" rx="10" fill="${INK}"/><rect x="${cx - 90}" y="${hy - 160}" width="180" height="30" fill="${c.hi}"/><ellipse cx="${cx}" cy="${hy - 110}" rx="160" ry="26" fill="${INK}"/></g>`;
}

function glitter(f: Figure, c: Scheme): string {
  const x = f.cx + 66;
  const y = f.hy + 40;
  return `<path d="M${x} ${y - 26}L${x + 7} ${y - 7}L${x + 26} ${y}L${x + 7} ${y + 7}L${x} ${y + 26}L${x - 7} ${y + 7}L${x - 26} ${y}L${x - 7} ${y - 7}Z" fill="${c.hi}"/>`;
}

function beret(f: Figure, c: Scheme): string {
  const { cx, hy } = f;
  return `<ellipse cx="${cx + 20}" cy="${hy - 112}" rx="140" ry="54" transform="rotate(-10 ${cx} ${hy - 112})" fill="${c.hi}"/><circle cx="${cx + 24}" cy="${hy - 168}" r="10" fill="${c.hi}"/>`;
}

function brush(cx: number, c: Scheme): string {
  return `<g transform="rotate(28 ${cx - 200} 650)"><rect x="${cx - 212}" y="470" width="24" height="300" rx="12" fill="#8a5a2b"/><rect x="${cx - 214}" y="450" width="28" height="34" fill="#c0c0c8"/><path d="M${cx - 214} 450Q${cx - 200} 380 ${cx - 186} 450Z" fill="${c.sub}"/></g>`;
}

function lectern(cx: number, c: Scheme): string {
  return `<path d="M${cx - 210} 800L${cx - 170} 660H${cx + 170}L${cx + 210} 800Z" fill="${INK}"/><rect x="${cx - 170}" y="660" width="340" height="18" fill="${c.hi}"/><path d="M${cx + 80} 660Q${cx + 90} 590 ${cx + 40} 560" stroke="${INK}" stroke-width="8" fill="none"/><ellipse cx="${cx + 36}" cy="556" rx="16" ry="11" fill="${INK}"/>`;
}

function backdrop(c: Scheme, rng: Rng, id: string, cx: number, hy: number, kind: string): string {
  let out = `<rect width="1200" height="800" fill="url(#b${id})"/>`;
  const style = kind === "comedian" ? 3 : rng.int(0, 3);
  if (style === 0) out += `<circle cx="${cx}" cy="${hy + 40}" r="${rng.int(270, 330)}" fill="${c.hi}" opacity=".85"/>`;
  else if (style === 1) out += `<path d="M${cx + rng.int(-60, 60)} 0H1200V800H${cx - rng.int(120, 220)}Z" fill="${c.bg2}"/>`;
  else if (style === 2) {
    for (let x = 0; x < 1200; x += 90) out += `<rect x="${x}" width="45" height="800" fill="${c.fg}" opacity=".07"/>`;
    out += `<rect x="${cx - 300}" y="${hy - 230}" width="600" height="660" rx="300" fill="${c.hi}" opacity=".6"/>`;
  } else out += `<path d="M${cx - 60} 0L${cx - 380} 800H${cx + 380}L${cx + 60} 0Z" fill="#fff" opacity=".14"/><ellipse cx="${cx}" cy="790" rx="420" ry="60" fill="#fff" opacity=".12"/>`;
  if (kind === "painter") for (let i = 0; i < 7; i++) out += `<circle cx="${rng.int(220, 980)}" cy="${rng.int(60, 500)}" r="${rng.int(14, 46)}" fill="${rng.pick([c.hi, c.sub, c.fg])}" opacity=".7"/>`;
  if (kind === "performer") for (let i = 0; i < 8; i++) out += `<circle cx="${rng.int(240, 960)}" cy="${rng.int(40, 460)}" r="${rng.int(5, 12)}" fill="${rng.pick([c.hi, "#ffffff"])}"/>`;
  return out;
}

/** Gradient used by the portrait background. */
export function portraitDefs(c: Scheme, id: string): string {
  return `<linearGradient id="b${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>`;
}

/** The whole portrait of one artist of a given kind (musician, band, dj …). */
export function portrait(c: Scheme, rng: Rng, id: string, kind: string): string {
  const cx = r(600 + rng.range(-40, 40));
  const hy = rng.int(330, 370);
  const tilt = rng.int(-6, 6);
  const shirtPick = (): string => rng.pick([c.fg, c.sub, c.ink, mix(c.hi, "#000000", 0.2)]);
  const figure = (x: number, y: number): Figure => ({ cx: x, hy: y, skin: rng.pick(SKIN), hair: rng.pick(HAIR), shirt: shirtPick() });
  let out = backdrop(c, rng, id, cx, hy, kind);

  if (kind === "band") {
    for (const dx of [-230, 230]) {
      const side = figure(cx + dx, hy + 40);
      out += `<g transform="translate(${cx + dx} ${hy + 40}) scale(.82) translate(${-(cx + dx)} ${-(hy + 40)})" opacity=".92">${person(side, rng, { hairStyle: rng.int(0, 7), glasses: rng.next() < 0.3, hideEyes: false, collar: rng.int(0, 3) })}</g>`;
    }
  }
  const main = figure(cx, hy);
  const hat = kind === "performer" && rng.next() < 0.6;
  // a hat, headphones or a beret replace the beanie and the bun
  const hairStyle = kind === "painter" || hat ? rng.pick([0, 1, 4, 6]) : kind === "dj" ? rng.pick([0, 3, 5, 6]) : rng.int(0, 7);
  const glasses = kind === "speaker" || (kind !== "photographer" && rng.next() < 0.25);
  out += `<g transform="rotate(${tilt} ${cx} 760)">${person(main, rng, { hairStyle, glasses, hideEyes: kind === "photographer", collar: rng.int(0, 3) })}`;
  if (kind === "dj") out += headphones(main, c);
  if (kind === "painter") out += beret(main, c);
  if (kind === "photographer") out += camera(main, c);
  if (kind === "performer") out += glitter(main, c) + (hat ? topHat(main, c) : "");
  out += `</g>`;
  if (kind === "musician") out += guitar(cx, c);
  if (kind === "comedian") out += handMic(main);
  if (kind === "painter") out += brush(cx, c);
  if (kind === "speaker") out += lectern(cx, c);
  if (kind === "dj") out += `<ellipse cx="${cx}" cy="800" rx="330" ry="70" fill="${INK}"/><ellipse cx="${cx - 120}" cy="790" rx="110" ry="26" fill="#3b3b44" stroke="${c.hi}" stroke-width="6"/>`;
  return out;
}
