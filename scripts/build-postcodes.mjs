#!/usr/bin/env node
/**
 * Builds app/modules/places/data/postcodes-de.tsv, the embedded geocoder's German postal codes,
 * from the GeoNames postal code export for Germany (CC BY 4.0, https://www.geonames.org/,
 * download: DE.zip of https://download.geonames.org/export/zip/). Reads GeoNames' own DE.txt
 * (tab-separated, no header) or the CSV conversion with a header row
 * (country_code,zipcode,place,state,state_code,…,latitude,longitude).
 *
 *   node scripts/build-postcodes.mjs <DE.txt|zipcodes.de.csv> > app/modules/places/data/postcodes-de.tsv
 *
 * One line per postal code: `plz<TAB>lat<TAB>lon<TAB>place|other place|…`. Rows of large-customer
 * postal codes (companies, no area; their state is a number in the export) are left out. The
 * coordinates are the median of the postal code's places (robust against a stray row); the first
 * place is the town the other place names start with (Hamburg for "Hamburg Altstadt"), else the
 * place nearest to that point.
 */
import fs from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/build-postcodes.mjs <DE.txt|zipcodes.de.csv>");
  process.exit(1);
}
const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");

/** A minimal CSV line reader (quoted fields with commas). */
function csvFields(line) {
  const out = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out;
}

const rows = [];
const lines = text.split(/\r?\n/).filter(Boolean);
if (lines[0].startsWith("country_code,")) {
  const head = csvFields(lines[0]);
  const at = (name) => head.indexOf(name);
  for (const line of lines.slice(1)) {
    const f = csvFields(line);
    rows.push({ plz: f[at("zipcode")], place: f[at("place")], stateCode: f[at("state_code")], lat: Number(f[at("latitude")]), lon: Number(f[at("longitude")]) });
  }
} else {
  // GeoNames: country, postal code, place name, admin name1, admin code1, admin name2, admin code2, admin name3, admin code3, lat, lon, accuracy
  for (const line of lines) {
    const f = line.split("\t");
    rows.push({ plz: f[1], place: f[2], stateCode: f[4], lat: Number(f[9]), lon: Number(f[10]) });
  }
}

const byPlz = new Map();
for (const r of rows) {
  if (!/^\d{5}$/.test(r.plz) || !/^[A-Z]{2}$/.test(r.stateCode) || !Number.isFinite(r.lat) || !Number.isFinite(r.lon)) continue;
  const list = byPlz.get(r.plz) ?? [];
  if (!list.some((x) => x.place === r.place)) list.push(r);
  byPlz.set(r.plz, list);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x) => Math.round(x * 10_000) / 10_000;
const clean = (s) => s.replace(/[\t|\r\n]+/g, " ").replace(/\s+/g, " ").trim();

const out = [];
for (const plz of [...byPlz.keys()].sort()) {
  const list = byPlz.get(plz);
  const lat = round(median(list.map((r) => r.lat)));
  const lon = round(median(list.map((r) => r.lon)));
  // the town the others belong to: a name that starts most of the others ("Dresden" for "Dresden Altstadt")
  const score = (r) => list.filter((o) => o.place === r.place || o.place.startsWith(`${r.place} `) || o.place.startsWith(`${r.place}, `)).length;
  const dist = (r) => (r.lat - lat) ** 2 + (r.lon - lon) ** 2;
  const ranked = [...list].sort((a, b) => score(b) - score(a) || dist(a) - dist(b) || a.place.length - b.place.length);
  out.push([plz, lat, lon, ranked.map((r) => clean(r.place)).join("|")].join("\t"));
}
process.stdout.write(`${out.join("\n")}\n`);
console.error(`${out.length} postal codes from ${rows.length} rows`);
