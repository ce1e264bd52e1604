/**
 * Large synthetic data set for load tests and search benchmarks.
 *
 * Everything is generated inside PostgreSQL with `INSERT … SELECT generate_series(…)` in batches,
 * combining German word lists so that titles, descriptions and tags are varied and searchable
 * ("Jazz", "Konzert", "Flohmarkt", "Lübeck", umlauts …). Runs after the demo seed (slugs carry the
 * first id segment, so they never collide with demo slugs).
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { EVENT_CATEGORIES } from "./data/categories";
import { formatMs } from "./util";

export type LargeSeedOptions = { events: number; places: number; posts: number; artists: number; businesses: number };

export const DEFAULT_LARGE_OPTIONS: LargeSeedOptions = {
  events: 100_000,
  places: 20_000,
  posts: 10_000,
  artists: 5_000,
  businesses: 5_000,
};

const ORGANIZER_COUNT = 400;

// ── SQL literal helpers (all input comes from the lists below) ──
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: readonly string[]) => `ARRAY[${xs.map(lit).join(",")}]::text[]`;
const intArr = (xs: readonly number[]) => `ARRAY[${xs.join(",")}]::int[]`;
/** A random element of a literal list (evaluated per row). */
const pick = (xs: readonly string[]) => `(${arr(xs)})[1 + floor(random() * ${xs.length})::int]`;
const pickInt = (xs: readonly number[]) => `(${intArr(xs)})[1 + floor(random() * ${xs.length})::int]`;
/** Per-category random pick: CASE <expr> WHEN 0 THEN pick(lists[0]) … END. */
const pickBy = (expr: string, lists: readonly (readonly string[])[]) =>
  `CASE ${expr} ${lists.map((l, i) => `WHEN ${i} THEN ${pick(l)}`).join(" ")} END`;
/** SQL slug: lower case, umlauts transliterated, non-alphanumerics → "-". */
const slugSql = (expr: string) =>
  `trim(both '-' from regexp_replace(public.f_unaccent(replace(replace(replace(replace(replace(replace(lower(${expr}), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'ø', 'oe'), 'æ', 'ae')), '[^a-z0-9]+', '-', 'g'))`;

// ── cities ──
const CITY = [
  { id: "luebeck", name: "Lübeck", lat: 53.8655, lng: 10.6866, weight: 0.4, postal: ["23552", "23554", "23556", "23558", "23560", "23562", "23564", "23566", "23568", "23570"], hoods: ["Altstadt", "St. Lorenz", "St. Jürgen", "St. Gertrud", "Travemünde", "Moisling", "Kücknitz", "Buntekuh", "Schlutup"] },
  { id: "hamburg", name: "Hamburg", lat: 53.5511, lng: 9.9937, weight: 0.25, postal: ["20095", "20099", "20144", "20357", "22765", "22767", "22301", "20249", "22041"], hoods: ["Altona", "St. Pauli", "Ottensen", "Eimsbüttel", "Winterhude", "HafenCity", "Barmbek", "Eppendorf", "Schanze"] },
  { id: "kiel", name: "Kiel", lat: 54.3233, lng: 10.1228, weight: 0.1, postal: ["24103", "24105", "24106", "24114", "24118", "24143", "24159"], hoods: ["Düsternbrook", "Gaarden", "Holtenau", "Schilksee", "Wik", "Brunswik", "Ravensberg"] },
  { id: "berlin", name: "Berlin", lat: 52.52, lng: 13.405, weight: 0.25, postal: ["10115", "10178", "10245", "10999", "12047", "10437", "13353", "10827", "12049"], hoods: ["Mitte", "Kreuzberg", "Friedrichshain", "Neukölln", "Prenzlauer Berg", "Wedding", "Schöneberg", "Moabit"] },
] as const;

/** SQL expression choosing a city index 0–3 by weight from a column holding one random() value (not random() itself: it would be re-evaluated per WHEN). */
const cityIndexSql = (r: string) => {
  let acc = 0;
  const parts = CITY.slice(0, -1).map((c, i) => {
    acc += c.weight;
    return `WHEN ${r} < ${acc.toFixed(3)} THEN ${i}`;
  });
  return `CASE ${parts.join(" ")} ELSE ${CITY.length - 1} END`;
};
const byCity = (expr: string, f: (c: (typeof CITY)[number]) => string) =>
  `CASE ${expr} ${CITY.map((c, i) => `WHEN ${i} THEN ${f(c)}`).join(" ")} END`;

// ── word lists ──
const STREETS = ["Hauptstraße", "Hafenstraße", "Mühlenstraße", "Königstraße", "Breite Straße", "Am Markt", "Kirchweg", "Schulstraße", "Bahnhofstraße", "Lindenallee", "Wallstraße", "Uferweg", "Fischergrube", "Große Burgstraße", "Hüxstraße", "Fleischhauerstraße", "Glockengießerstraße", "Dorfstraße", "Gartenstraße", "Schloßstraße", "Grüner Weg", "Möllner Straße", "Strandpromenade", "Kanalstraße"];
const NAME_WORDS = ["Möwe", "Anker", "Leuchtturm", "Hafenblick", "Kogge", "Speicher", "Düne", "Fördeblick", "Kiez", "Brücke", "Löwe", "Rose", "Wal", "Kompass", "Treibgut", "Nordstern", "Hanse", "Traveblick", "Elbwelle", "Spreeufer", "Krähe", "Linde", "Eiche", "Mühle", "Schleuse", "Marzipan", "Zimt", "Holunder", "Flieder", "Bernstein", "Kranich", "Seestern", "Wellengang", "Backstein", "Sonnendeck", "Strandgut", "Südwind", "Fischkutter", "Lotse", "Tonne"];

const PLACE_TYPES = [
  { category: "cafe", prefix: ["Café", "Kaffeebar", "Rösterei", "Teestube"], venueType: "indoor", price: true, capacity: [25, 40, 60] },
  { category: "restaurant", prefix: ["Restaurant", "Gasthaus", "Bistro", "Trattoria", "Fischhaus", "Brasserie"], venueType: "mixed", price: true, capacity: [40, 70, 120] },
  { category: "bar", prefix: ["Bar", "Kneipe", "Weinbar", "Cocktailbar", "Eckkneipe"], venueType: "indoor", price: true, capacity: [50, 80, 120] },
  { category: "club", prefix: ["Club", "Tanzhaus", "Keller", "Halle"], venueType: "indoor", price: false, capacity: [250, 400, 800] },
  { category: "museum", prefix: ["Museum", "Haus der Geschichte", "Stadtmuseum", "Schifffahrtsmuseum"], venueType: "indoor", price: false, capacity: [150, 300, 500] },
  { category: "gallery", prefix: ["Galerie", "Kunstraum", "Atelierhaus", "Kunstverein"], venueType: "indoor", price: false, capacity: [50, 80, 150] },
  { category: "theater", prefix: ["Theater", "Kammerspiele", "Bühne", "Kleinkunstbühne"], venueType: "indoor", price: false, capacity: [90, 250, 600] },
  { category: "concert_hall", prefix: ["Konzertsaal", "Musikhalle", "Kulturhaus", "Forum"], venueType: "indoor", price: false, capacity: [400, 900, 1800] },
  { category: "cinema", prefix: ["Kino", "Filmtheater", "Lichtspiele", "Programmkino"], venueType: "indoor", price: false, capacity: [80, 200, 450] },
  { category: "park", prefix: ["Park", "Stadtgarten", "Uferpark", "Festwiese"], venueType: "outdoor", price: false, capacity: [500, 1500, 4000] },
  { category: "sports", prefix: ["Sporthalle", "Sportpark", "Kletterhalle", "Bootshaus", "Stadion"], venueType: "mixed", price: false, capacity: [200, 800, 3000] },
] as const;

const AMENITIES = ["Barrierefrei", "WLAN", "Garderobe", "Außenbereich", "Kartenzahlung", "Hunde willkommen", "Vegane Optionen", "Parkplätze", "Fahrradstellplätze", "Familienfreundlich", "Toiletten", "Klimaanlage"];

const HOURS_JSON: Record<string, string> = {
  cafe: `{"mon":[{"open":"08:00","close":"18:00"}],"tue":[{"open":"08:00","close":"18:00"}],"wed":[{"open":"08:00","close":"18:00"}],"thu":[{"open":"08:00","close":"18:00"}],"fri":[{"open":"08:00","close":"19:00"}],"sat":[{"open":"09:00","close":"19:00"}],"sun":[{"open":"10:00","close":"18:00"}]}`,
  restaurant: `{"mon":null,"tue":[{"open":"12:00","close":"22:30"}],"wed":[{"open":"12:00","close":"22:30"}],"thu":[{"open":"12:00","close":"22:30"}],"fri":[{"open":"12:00","close":"23:00"}],"sat":[{"open":"12:00","close":"23:00"}],"sun":[{"open":"12:00","close":"21:00"}]}`,
  evening: `{"mon":null,"tue":null,"wed":[{"open":"18:00","close":"01:00"}],"thu":[{"open":"18:00","close":"01:00"}],"fri":[{"open":"18:00","close":"03:00"}],"sat":[{"open":"18:00","close":"03:00"}],"sun":null}`,
  museum: `{"mon":null,"tue":[{"open":"10:00","close":"18:00"}],"wed":[{"open":"10:00","close":"18:00"}],"thu":[{"open":"10:00","close":"20:00"}],"fri":[{"open":"10:00","close":"18:00"}],"sat":[{"open":"10:00","close":"18:00"}],"sun":[{"open":"10:00","close":"18:00"}]}`,
  always: `{"mon":[{"open":"00:00","close":"24:00"}],"tue":[{"open":"00:00","close":"24:00"}],"wed":[{"open":"00:00","close":"24:00"}],"thu":[{"open":"00:00","close":"24:00"}],"fri":[{"open":"00:00","close":"24:00"}],"sat":[{"open":"00:00","close":"24:00"}],"sun":[{"open":"00:00","close":"24:00"}]}`,
};
const hoursFor = (category: string) =>
  category === "cafe"
    ? HOURS_JSON.cafe
    : category === "restaurant"
      ? HOURS_JSON.restaurant
      : category === "bar" || category === "club"
        ? HOURS_JSON.evening
        : category === "park"
          ? HOURS_JSON.always
          : HOURS_JSON.museum;

const PLACE_INTROS = ["Beliebter Treffpunkt", "Kleiner Geheimtipp", "Traditionsreiche Adresse", "Neu eröffneter Ort", "Familiengeführter Betrieb", "Lebendiger Kulturort", "Gemütliche Adresse"];
const PLACE_DETAILS = [
  "Hier treffen sich Nachbarn, Studierende und Gäste aus aller Welt.",
  "Regelmäßig gibt es Konzerte, Lesungen und kleine Märkte.",
  "Im Sommer lädt der Außenbereich zum Verweilen ein.",
  "Das Team legt Wert auf regionale Zutaten und faire Preise.",
  "Die Räume befinden sich in einem denkmalgeschützten Backsteinbau.",
  "Bei Jazz-Abenden und Flohmärkten ist es hier besonders voll.",
  "Von hier aus sind es nur wenige Minuten bis zum Wasser.",
  "Kinder und Hunde sind ausdrücklich willkommen.",
];

/** Event title parts per category, in EVENT_CATEGORIES order. */
const EVENT_HEADS: Record<string, string[]> = {
  featured: ["Hafenfest", "Stadtfest", "Museumsnacht", "Lichterfest", "Sommerfestival", "Kulturnacht", "Open Air", "Festwoche", "Gala-Abend", "Werftfestival"],
  music: ["Jazz-Konzert", "Jazzabend", "Orgelkonzert", "Rockkonzert", "Kammerkonzert", "Chorkonzert", "Singer-Songwriter-Abend", "Blues-Session", "Klavierabend", "Sinfoniekonzert", "Folk-Konzert", "Liederabend", "Indie-Konzert", "Soul-Nacht", "Brass-Band-Konzert", "Shanty-Konzert"],
  party: ["Tanznacht", "Clubnacht", "Ü30-Party", "Techno-Nacht", "House-Party", "Disco-Nacht", "Salsa-Party", "Schlagerparty", "Indie-Party", "Hip-Hop-Jam", "Silent Disco", "Swing-Tanzabend", "Karaoke-Party"],
  theater: ["Komödie", "Schauspiel", "Improtheater", "Kabarett", "Musical", "Ballettabend", "Oper", "Figurentheater", "Stand-up-Comedy", "Tanztheater", "Lesetheater"],
  art: ["Ausstellung", "Vernissage", "Fotoausstellung", "Atelierbesuch", "Kunstführung", "Linoldruck-Workshop", "Aquarellkurs", "Keramik-Workshop", "Zeichenkurs", "Finissage"],
  spoken: ["Lesung", "Poetry Slam", "Vortrag", "Podiumsgespräch", "Science Slam", "Buchpremiere", "Erzählcafé", "Literaturabend", "Stadtgespräch", "Schreibwerkstatt"],
  food: ["Wochenmarkt", "Streetfood-Festival", "Weinprobe", "Kochkurs", "Sonntagsbrunch", "Bierverkostung", "Käseverkostung", "Kaffee-Cupping", "Feierabendmarkt", "Nachtflohmarkt", "Fischmarkt", "Supper Club"],
  sport: ["Stadtlauf", "Yoga", "Kanutour", "SUP-Kurs", "Radtour", "Beachvolleyball-Turnier", "Lauftreff", "Segeltörn", "Drachenbootrennen", "Boulder-Abend", "Fußballturnier", "Handballspiel"],
  film: ["Open-Air-Kino", "Kurzfilmnacht", "Filmabend", "Dokumentarfilm", "Stummfilm mit Live-Musik", "Filmclub", "Preview", "Kinderkino", "Filmquiz", "Filmgespräch"],
  family: ["Kinderflohmarkt", "Flohmarkt", "Puppentheater", "Bastelnachmittag", "Familienführung", "Kinderkonzert", "Zaubershow", "Vorlesestunde", "Stadtrallye", "Kinderdisco", "Forscherwerkstatt", "Familienfest"],
};
const EVENT_TAILS: Record<string, string[]> = {
  featured: ["am Hafen", "in der Altstadt", "an der Promenade", "im Park", "unter Sternen", "für alle", "mit Feuerwerk", "am Wasser", "{city}", "{city}", "in {city}"],
  music: ["im Hafen", "an der Trave", "in der Altstadt", "am Wasser", "unter Sternen", "im Gewölbekeller", "im Speicher", "bei Kerzenschein", "zum Feierabend", "am Sonntag", "mit Gästen", "op Platt", "in {city}"],
  party: ["bis zum Morgen", "im Keller", "am Strand", "auf zwei Floors", "mit Live-Band", "unter Palmen", "im Hinterhof", "am Kanal"],
  theater: ["„Der Sturm“", "„Nora“", "„Faust“", "„Die Physiker“", "„Emilia Galotti“", "„Der zerbrochne Krug“", "„Romeo und Julia“", "„Woyzeck“", "„Kabale und Liebe“", "„Der Schimmelreiter“", "„Effi Briest“", "„Momo“", "„Carmen“", "„La Bohème“"],
  art: ["Licht und Wasser", "Backstein und Meer", "Stadt im Wandel", "Nordische Landschaften", "Farben der Ostsee", "Menschen am Hafen", "Zwischen den Türmen", "Spuren der Hanse", "Neue Positionen", "Stille Orte", "Grüne Höfe"],
  spoken: ["Krimi aus dem Norden", "Die Geschichte der Hanse", "Klimafitte Städte", "Thomas Mann und Lübeck", "Neue Stimmen", "Meer und Mensch", "Leben am Fluss", "Die Zukunft der Innenstadt", "Erinnerungen an die Werft", "Bücher über Brücken"],
  food: ["am Koberg", "in der Markthalle", "am Hafen", "im Hinterhof", "an der Förde", "im Biergarten", "auf dem Marktplatz", "mit regionalen Erzeugern", "in {city}"],
  sport: ["an der Wakenitz", "an der Förde", "an der Elbe", "an der Spree", "im Stadtpark", "für Einsteiger", "für Fortgeschrittene", "am Morgen", "am Abend", "durch {city}"],
  film: ["Sommerklassiker", "Skandinavisches Kino", "Filme vom Meer", "Kultfilme der 80er", "Neues deutsches Kino", "Animation für alle", "Dokumentarisches aus dem Norden", "Stummfilmklassiker"],
  family: ["im Park", "für kleine Entdecker", "am Sonntag", "in den Ferien", "für Kinder ab 4", "mit Mitmachaktionen", "am Strand", "im Museum", "in {city}"],
};
const TITLE_STYLE: Record<string, "space" | "colon"> = {
  featured: "space", music: "space", party: "space", theater: "colon", art: "colon",
  spoken: "colon", food: "space", sport: "space", film: "colon", family: "space",
};
const EVENT_TAGS: Record<string, string[]> = {
  featured: ["festival", "highlight", "open air", "stadtfest"],
  music: ["konzert", "live", "jazz", "klassik", "rock", "chor", "singer-songwriter"],
  party: ["party", "tanzen", "dj", "club", "techno", "disco"],
  theater: ["theater", "bühne", "comedy", "oper", "kabarett"],
  art: ["kunst", "ausstellung", "galerie", "malerei", "fotografie"],
  spoken: ["lesung", "vortrag", "literatur", "diskussion", "poetry slam"],
  food: ["essen", "markt", "wein", "streetfood", "kulinarik", "flohmarkt"],
  sport: ["sport", "laufen", "yoga", "wassersport", "radtour"],
  film: ["film", "kino", "dokumentarfilm", "open-air-kino"],
  family: ["familie", "kinder", "flohmarkt", "basteln", "mitmachen"],
};
const GENERAL_TAGS = ["draußen", "abends", "familienfreundlich", "barrierefrei", "am wasser", "regional", "neu", "wochenende"];
const EVENT_SHORTS = [
  "Ein Abend, den man nicht verpassen sollte.",
  "Für alle, die Neues entdecken wollen.",
  "Gemütlich, nah dran und mit vielen Gleichgesinnten.",
  "Ein Treffpunkt für Nachbarn und Gäste in {city}.",
  "Einer der beliebtesten Termine in {city}.",
  "Mit Musik, Gesprächen und guter Stimmung.",
  "Ideal für einen Ausflug mit Freunden oder Familie.",
  "Ein Klassiker im Veranstaltungskalender der Stadt.",
];
const EVENT_BODIES = [
  "Das Programm verbindet bekannte Namen mit Entdeckungen aus der Region.",
  "Im Anschluss gibt es Gelegenheit zum Austausch bei einem Getränk.",
  "Die Plätze sind begrenzt, eine frühe Buchung wird empfohlen.",
  "Für Speisen und Getränke ist vor Ort gesorgt.",
  "Der Veranstaltungsort ist barrierefrei erreichbar.",
  "Kinder unter zwölf Jahren sind in Begleitung willkommen.",
  "Bei schlechtem Wetter findet die Veranstaltung drinnen statt.",
  "Ein Konzert, ein Flohmarkt oder eine Lesung – hier ist jede Woche etwas los.",
];

const FIRST_NAMES = ["Jörn", "Björn", "Sönke", "Jürgen", "Maren", "Fenja", "Hauke", "Wiebke", "Özlem", "Lütje", "Käthe", "Anneliese", "Malte", "Frauke", "Timo", "Lea", "Yusuf", "Greta", "Nele", "Ole", "Frieda", "Jannes", "Merle", "Mattis", "Zoë", "Søren", "Ayşe", "Piet", "Hannes", "Tjark", "Ilka", "Dörte"];
const LAST_NAMES = ["Möller", "Schröder", "Jürgensen", "Petersen", "Hansen", "Carstens", "Brüggemann", "Kühl", "Thießen", "Lüders", "Wöhlk", "Dührkop", "Behrens", "Sörensen", "Öztürk", "Krüger", "Lorenzen", "Voß", "Groß", "Heß", "Nissen", "Dethlefsen", "Paulsen", "Kröger"];
const BAND_ADJ = ["Die lauten", "Die stillen", "Die wilden", "Die bunten", "Die müden", "Die fröhlichen", "Die späten", "Die nördlichen"];
const BAND_NOUN = ["Möwen", "Kapitäne", "Lotsen", "Fischer", "Giebel", "Wellen", "Ankerketten", "Backsteine", "Krabbenkutter", "Leuchttürme"];
const ARTIST_TYPES = ["musician", "band", "comedian", "dj", "speaker", "performer", "painter", "photographer"];
const GENRES: Record<string, string[]> = {
  musician: ["Jazz", "Singer-Songwriter", "Klassik", "Folk", "Soul", "Liedermacher"],
  band: ["Indie-Rock", "Jazz", "Punk", "Funk", "Folk-Pop", "Blues"],
  comedian: ["Stand-up", "Kabarett", "Improtheater", "Satire"],
  dj: ["House", "Techno", "Disco", "Hip-Hop", "Reggae"],
  speaker: ["Stadtgeschichte", "Nachhaltigkeit", "Literatur", "Wissenschaft"],
  performer: ["Zauberei", "Akrobatik", "Tanz", "Straßentheater"],
  painter: ["Malerei", "Aquarell", "Urban Art", "Illustration"],
  photographer: ["Architektur", "Porträt", "Konzertfotografie", "Reportage"],
};

const BLOG_LEADS = ["Die besten", "Zehn Tipps für", "Unterwegs:", "Neu entdeckt:", "Geheimtipp:", "Wochenende:", "Im Porträt:", "Ein Sommer voller"];
const BLOG_TOPICS = ["Cafés", "Jazzclubs", "Flohmärkte", "Konzerte", "Radtouren", "Fischbrötchen", "Open-Air-Kinos", "Museen", "Lesungen", "Kneipen", "Spielplätze", "Badestellen", "Wochenmärkte", "Theaterabende", "Ateliers"];
const BLOG_PARAS = [
  "Wer durch die Straßen schlendert, entdeckt an jeder Ecke etwas Neues – vom kleinen Café bis zum versteckten Innenhof.",
  "Besonders am Wochenende lohnt sich ein Besuch, wenn Märkte, Konzerte und Lesungen die Stadt beleben.",
  "Viele Orte sind mit dem Fahrrad oder zu Fuß gut erreichbar; der Weg am Wasser entlang ist besonders schön.",
  "Die Szene ist in den letzten Jahren gewachsen, und immer mehr junge Betriebe wagen den Schritt in die Selbstständigkeit.",
  "Für Familien gibt es zahlreiche Angebote, viele davon kostenlos oder zu kleinen Preisen.",
  "Im Sommer verlagert sich das Leben nach draußen: Biergärten, Uferwiesen und Open-Air-Bühnen sind dann gut besucht.",
  "Ein Jazz-Konzert im Gewölbekeller, ein Flohmarkt im Hinterhof – die Mischung macht den Reiz aus.",
  "Unsere Redaktion hat die Orte besucht, probiert und mit den Menschen dahinter gesprochen.",
];

/** Runs one SQL statement. */
async function exec(db: Db, text: string): Promise<void> {
  await db.execute(sql.raw(text));
}

async function dropHelpers(db: Db): Promise<void> {
  await exec(db, `DROP TABLE IF EXISTS _seed_places`);
  await exec(db, `DROP TABLE IF EXISTS _seed_organizers`);
}

async function countRows(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return Number(rows[0]?.n ?? 0);
}

async function batched(label: string, total: number, size: number, run: (from: number, to: number) => Promise<void>) {
  const started = Date.now();
  for (let from = 1; from <= total; from += size) {
    const to = Math.min(total, from + size - 1);
    await run(from, to);
    console.log(`  ${label}: ${to.toLocaleString("de-DE")} / ${total.toLocaleString("de-DE")} (${formatMs(Date.now() - started)})`);
  }
}

export async function seedLarge(db: Db, opts: LargeSeedOptions = DEFAULT_LARGE_OPTIONS): Promise<void> {
  const started = Date.now();
  console.log("Großer Datensatz wird erzeugt …");

  const existing = await countRows(db, "events");
  if (existing >= opts.events) {
    console.log(`  Es gibt bereits ${existing.toLocaleString("de-DE")} Veranstaltungen – übersprungen.`);
    return;
  }

  // helper tables (regular tables: a pg pool may hand out a different connection per statement)
  await dropHelpers(db);

  // ── organizers ──
  await exec(
    db,
    `INSERT INTO organizers (id, name, slug, description, logo_url, website, email, city_id, is_verified)
     SELECT id, name, ${slugSql("name")} || '-' || left(id::text, 8), description,
            '/art/city/' || city_id || '/' || left(id::text, 8) || '.svg', website, email, city_id, random() < 0.4
     FROM (
       SELECT gen_random_uuid() AS id,
              ${pick(["Kulturverein", "Förderkreis", "Veranstaltungsbüro", "Kollektiv", "Initiative", "Bürgerverein", "Musikverein", "Theatergruppe"])} || ' ' || ${pick(NAME_WORDS)} || ' ' || ${byCity("ci", (c) => pick(c.hoods))} AS name,
              'Wir organisieren Konzerte, Lesungen, Märkte und Feste in ' || ${byCity("ci", (c) => lit(c.name))} || '.' AS description,
              'https://veranstalter-' || g || '.example.de' AS website,
              'kontakt@veranstalter-' || g || '.example.de' AS email,
              ${byCity("ci", (c) => lit(c.id))} AS city_id
       FROM (SELECT g, ${cityIndexSql("rc")} AS ci FROM (SELECT g, random() AS rc FROM generate_series(1, ${ORGANIZER_COUNT}) g) g0) s
     ) o`,
  );
  await exec(
    db,
    `CREATE UNLOGGED TABLE _seed_organizers AS
       SELECT row_number() OVER (ORDER BY id) AS rn, id, name, email, logo_url FROM organizers`,
  );
  await exec(db, `CREATE INDEX ON _seed_organizers (rn)`);
  const organizerCount = await countRows(db, "_seed_organizers");
  console.log(`  Veranstalter: ${ORGANIZER_COUNT.toLocaleString("de-DE")} neu`);

  // ── places ──
  const typeIdx = `t`;
  const typeCase = (f: (p: (typeof PLACE_TYPES)[number]) => string) =>
    `CASE ${typeIdx} ${PLACE_TYPES.map((p, i) => `WHEN ${i} THEN ${f(p)}`).join(" ")} END`;
  await batched("Orte", opts.places, 10_000, async (from, to) => {
    await exec(
      db,
      `INSERT INTO locations (id, name, slug, description, short_description, image_url, city_id, city, street_address, postal_code,
                              capacity, category, amenities, opening_hours, latitude, longitude, venue_type, price_level,
                              average_rating, review_count, is_verified, is_active)
       SELECT id, name, ${slugSql("name")} || '-' || left(id::text, 8),
              intro || ' in ' || hood || ': ' || detail1 || ' ' || detail2,
              intro || ' in ' || city_name || '-' || hood || '.',
              '/art/place/' || category || '/' || left(id::text, 8) || '.svg',
              city_id, city_name, street || ' ' || (1 + floor(random() * 120))::int, postal,
              capacity, category, amenities, opening_hours::jsonb, lat, lng, venue_type,
              CASE WHEN has_price THEN 1 + floor(random() * 4)::int END,
              round((3.5 + random() * 1.4)::numeric, 1)::real, floor(random() * 600)::int, random() < 0.2, true
       FROM (
         SELECT gen_random_uuid() AS id, ${typeIdx}, ci,
                ${typeCase((p) => pick(p.prefix))} || ' ' || ${pick(NAME_WORDS)} AS name,
                ${typeCase((p) => lit(p.category))} AS category,
                ${typeCase((p) => lit(p.venueType))} AS venue_type,
                ${typeCase((p) => (p.price ? "true" : "false"))} AS has_price,
                ${typeCase((p) => pickInt(p.capacity))} AS capacity,
                ${typeCase((p) => lit(hoursFor(p.category)))} AS opening_hours,
                ${pick(PLACE_INTROS)} AS intro, ${pick(PLACE_DETAILS)} AS detail1, ${pick(PLACE_DETAILS)} AS detail2,
                ${byCity("ci", (c) => pick(c.hoods))} AS hood,
                ${byCity("ci", (c) => lit(c.id))} AS city_id,
                ${byCity("ci", (c) => lit(c.name))} AS city_name,
                ${byCity("ci", (c) => pick(c.postal))} AS postal,
                ${pick(STREETS)} AS street,
                ${byCity("ci", (c) => String(c.lat))} + (random() + random() + random() - 1.5) * 0.09 AS lat,
                ${byCity("ci", (c) => String(c.lng))} + (random() + random() + random() - 1.5) * 0.15 AS lng,
                ARRAY(SELECT a FROM unnest(${arr(AMENITIES)}) a WHERE random() < 0.3 + g * 0) AS amenities
         FROM (SELECT g, floor(random() * ${PLACE_TYPES.length})::int AS t, ${cityIndexSql("rc")} AS ci
               FROM (SELECT g, random() AS rc FROM generate_series(${from}, ${to}) g) g0) s
       ) p
       ON CONFLICT (slug) DO NOTHING`,
    );
  });
  await exec(
    db,
    `CREATE UNLOGGED TABLE _seed_places AS
       SELECT row_number() OVER (ORDER BY id) AS rn, id, name, street_address, city, city_id, postal_code, capacity,
              website, latitude, longitude, category
       FROM locations WHERE latitude IS NOT NULL AND city_id IS NOT NULL`,
  );
  await exec(db, `CREATE INDEX ON _seed_places (rn)`);
  const placeCount = await countRows(db, "_seed_places");

  // ── events (+ ticket categories in the same statement) ──
  const cats = EVENT_CATEGORIES.map((c) => c.id);
  const heads = cats.map((c) => EVENT_HEADS[c]);
  const tails = cats.map((c) => EVENT_TAILS[c]);
  const colon = `CASE s.cat ${cats.map((c, i) => `WHEN ${i} THEN ${TITLE_STYLE[c] === "colon" ? "': '" : "' '"}`).join(" ")} END`;
  await batched("Veranstaltungen", opts.events, 10_000, async (from, to) => {
    await exec(
      db,
      `WITH s AS (
         SELECT g, gen_random_uuid() AS id,
                floor(random() * ${cats.length})::int AS cat,
                1 + floor(random() * ${placeCount})::int AS place_rn,
                1 + floor(random() * ${organizerCount})::int AS org_rn,
                random() AS r_status, random() AS r_price, random() AS r_tags,
                (date_trunc('day', now() AT TIME ZONE 'Europe/Berlin')
                   + make_interval(days => (CASE WHEN random() < 0.1 THEN -floor(random() * 60)::int - 1 ELSE floor(random() * 90)::int + 1 END),
                                   hours => ${pickInt([10, 11, 14, 15, 16, 17, 18, 19, 19, 20, 20, 20, 21, 22])},
                                   mins => ${pickInt([0, 0, 0, 30, 30, 15])})) AT TIME ZONE 'Europe/Berlin' AS start_date,
                ${pickInt([60, 90, 120, 120, 150, 180, 240, 360])} AS duration,
                ${pickInt([500, 800, 1000, 1200, 1500, 1800, 2200, 2500, 2900, 3500, 4500, 5900])} AS base_price,
                ${pickInt([20, 40, 60, 80, 120, 200, 300, 500, 800, 1500])} AS cap
         FROM generate_series(${from}, ${to}) g
       ),
       e AS (
         SELECT s.id, s.cat, s.r_tags, s.start_date, s.duration, s.cap,
                p.id AS venue_id, p.name AS venue_name, p.street_address AS venue_address, p.city AS venue_city,
                p.city_id, p.postal_code AS venue_postal_code, p.capacity AS venue_capacity, p.website AS venue_website,
                p.latitude, p.longitude,
                o.id AS organizer_id, o.name AS organizer_name, o.email AS organizer_email, o.logo_url AS organizer_logo,
                replace(${pickBy("s.cat", heads)} || ${colon} || ${pickBy("s.cat", tails)}, '{city}', p.city) AS title,
                CASE WHEN s.r_price < 0.22 THEN 0 ELSE s.base_price END AS price,
                CASE WHEN s.r_status < 0.015 THEN 'cancelled' WHEN s.r_status < 0.03 THEN 'sold_out' ELSE 'published' END AS status
         FROM s
         JOIN _seed_places p ON p.rn = s.place_rn
         JOIN _seed_organizers o ON o.rn = s.org_rn
       ),
       ins AS (
         INSERT INTO events (id, title, slug, kind, short_description, description, status, is_featured, start_date, end_date,
                             image_url, price_cents, max_participants, current_participants, tags, contact_email,
                             booking_required, organizer_id, organizer_name, organizer_avatar, category_id, city_id, venue_id,
                             venue_name, venue_address, venue_city, venue_postal_code, venue_capacity, venue_website,
                             latitude, longitude, cancelled_at, cancellation_reason, published_at)
         SELECT e.id, e.title, ${slugSql("e.title")} || '-' || left(e.id::text, 8),
                (CASE WHEN e.title ~* '(workshop|kurs|werkstatt|bastel|cupping|yoga)' THEN 'workshop'
                      WHEN e.title ~* '(führung|tour|rallye|lauftreff|segeltörn|stadtlauf)' THEN 'activity'
                      ELSE 'event' END)::event_kind,
                replace(${pick(EVENT_SHORTS)}, '{city}', e.venue_city),
                e.title || ' in ' || e.venue_city || '. ' || ${pick(EVENT_BODIES)} || ' ' || ${pick(EVENT_BODIES)} || ' Veranstaltungsort: ' || e.venue_name || ', ' || e.venue_address || '.',
                e.status::event_status, random() < 0.04, e.start_date, e.start_date + make_interval(mins => e.duration),
                '/art/event/' || (${arr(cats)})[e.cat + 1] || '/' || left(e.id::text, 8) || '.svg',
                e.price,
                CASE WHEN e.price > 0 THEN e.cap END,
                CASE WHEN e.price = 0 THEN 0 WHEN e.status = 'sold_out' THEN e.cap
                     WHEN e.status = 'cancelled' THEN 0 ELSE floor(random() * e.cap * 0.8)::int END,
                CASE WHEN e.r_tags < 0.1 THEN '{}'::text[]
                     WHEN e.r_tags < 0.4 THEN ARRAY[${pickBy("e.cat", cats.map((c) => EVENT_TAGS[c]))}]
                     ELSE ARRAY[${pickBy("e.cat", cats.map((c) => EVENT_TAGS[c]))}, lower(e.venue_city), ${pick(GENERAL_TAGS)}] END,
                e.organizer_email, e.price > 0, e.organizer_id, e.organizer_name, e.organizer_logo,
                (${arr(cats)})[e.cat + 1], e.city_id, e.venue_id, e.venue_name, e.venue_address, e.venue_city, e.venue_postal_code,
                e.venue_capacity, e.venue_website,
                e.latitude, e.longitude,
                CASE WHEN e.status = 'cancelled' THEN now() - interval '2 days' END,
                CASE WHEN e.status = 'cancelled' THEN 'Die Veranstaltung muss leider ausfallen. Bereits gekaufte Tickets werden erstattet.' END,
                now() - random() * interval '60 days'
         FROM e
         ON CONFLICT (slug) DO NOTHING
         RETURNING id, price_cents, current_participants, start_date
       )
       INSERT INTO ticket_categories (event_id, name, description, price_cents, early_bird_price_cents, early_bird_end_date, sold_count, sort_order)
       SELECT id, 'Standard', '', price_cents,
              CASE WHEN eb THEN (round(price_cents * 0.008) * 100)::int END,
              CASE WHEN eb THEN start_date - interval '14 days' END,
              current_participants, 0
       FROM (SELECT ins.*, random() < 0.2 AS eb FROM ins WHERE price_cents > 0) t
       UNION ALL
       SELECT id, ${pick(["VIP", "Sitzplatz", "Premium", "Tribüne"])}, 'Beste Plätze', (round(price_cents * 0.018) * 100)::int, NULL, NULL, 0, 1
       FROM ins WHERE price_cents > 0 AND random() < 0.4`,
    );
  });

  // ── artists ──
  await batched("Artists", opts.artists, 5_000, async (from, to) => {
    await exec(
      db,
      `INSERT INTO artists (id, name, slug, type, genre, bio, image_url, location, city_id, email, social_media, booking_info, is_verified, is_featured)
       SELECT id, name, ${slugSql("name")} || '-' || left(id::text, 8), type::artist_type, genre,
              name || ' kommt aus ' || city_name || ' und steht für ' || genre || '. ' || ${pick(PLACE_DETAILS)},
              '/art/artist/' || type || '/' || left(id::text, 8) || '.svg', city_name, city_id,
              'booking-' || left(id::text, 8) || '@artists.example.de',
              jsonb_build_object('instagram', '@' || replace(${slugSql("name")}, '-', '.')),
              jsonb_build_object('available_for_booking', random() < 0.7, 'price_range',
                                 ${pick(["300 – 600 €", "500 – 1.000 €", "800 – 1.500 €", "1.500 – 3.000 €"])},
                                 'contact_email', 'booking-' || left(id::text, 8) || '@artists.example.de'),
              random() < 0.15, random() < 0.05
       FROM (
         SELECT gen_random_uuid() AS id, type,
                CASE WHEN type = 'band' THEN ${pick(BAND_ADJ)} || ' ' || ${pick(BAND_NOUN)}
                     WHEN type = 'dj' THEN 'DJ ' || ${pick(NAME_WORDS)}
                     ELSE ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)} END AS name,
                CASE type ${ARTIST_TYPES.map((t) => `WHEN ${lit(t)} THEN ${pick(GENRES[t])}`).join(" ")} END AS genre,
                ${byCity("ci", (c) => lit(c.id))} AS city_id, ${byCity("ci", (c) => lit(c.name))} AS city_name
         FROM (SELECT g, (${arr(ARTIST_TYPES)})[1 + floor(random() * ${ARTIST_TYPES.length})::int] AS type, ${cityIndexSql("rc")} AS ci
               FROM (SELECT g, random() AS rc FROM generate_series(${from}, ${to}) g) g0) s
       ) a
       ON CONFLICT (slug) DO NOTHING`,
    );
  });

  // ── business profiles ──
  await batched("Unternehmensprofile", opts.businesses, 5_000, async (from, to) => {
    await exec(
      db,
      `INSERT INTO business_profiles (id, name, description, slug, logo_url, city_id, city, category, email, location_id, is_verified)
       SELECT b.id, p.name, 'Inhabergeführter Betrieb in ' || p.city || '. ' || ${pick(PLACE_DETAILS)},
              ${slugSql("p.name")} || '-' || left(b.id::text, 8), '/art/place/' || p.category || '/' || left(b.id::text, 8) || '.svg',
              p.city_id, p.city, p.category, 'info-' || left(b.id::text, 8) || '@betriebe.example.de',
              CASE WHEN b.linked THEN p.id END, random() < 0.3
       FROM (SELECT g, gen_random_uuid() AS id, 1 + floor(random() * ${placeCount})::int AS place_rn, random() < 0.6 AS linked
             FROM generate_series(${from}, ${to}) g) b
       JOIN _seed_places p ON p.rn = b.place_rn
       ON CONFLICT (slug) DO NOTHING`,
    );
  });

  // ── blog posts ──
  const blogCats = (await db.execute(sql.raw(`select id, slug from blog_categories order by slug`))) as unknown as {
    rows: Array<{ id: string; slug: string }>;
  };
  if (blogCats.rows.length) {
    const catIds = blogCats.rows.map((r) => r.id);
    const catSlugs = blogCats.rows.map((r) => r.slug);
    await batched("Blogartikel", opts.posts, 5_000, async (from, to) => {
      await exec(
        db,
        `INSERT INTO blog_posts (id, slug, title, excerpt, content, puck_content, status, published, category_id, city_id, is_featured,
                                 published_at, featured_image_url, views_count, reading_minutes, created_at)
         SELECT id, ${slugSql("title")} || '-' || left(id::text, 8), title, p1, p1 || E'\\n\\n' || p2 || E'\\n\\n' || p3,
                jsonb_build_object('root', jsonb_build_object('props', '{}'::jsonb), 'content', jsonb_build_array(
                  jsonb_build_object('type', 'Heading', 'props', jsonb_build_object('id', 'heading-1', 'text', title, 'level', 2)),
                  jsonb_build_object('type', 'Text', 'props', jsonb_build_object('id', 'text-1', 'text', p1)),
                  jsonb_build_object('type', 'Image', 'props', jsonb_build_object('id', 'image-1',
                     'src', '/art/blog/' || cat_slug || '/' || left(id::text, 8) || '-1.svg', 'alt', title, 'caption', city_name)),
                  jsonb_build_object('type', 'Text', 'props', jsonb_build_object('id', 'text-2', 'text', p2 || ' ' || p3)))),
                CASE WHEN published THEN 'published' ELSE 'draft' END::blog_status, published, cat_id, city_id, random() < 0.02,
                CASE WHEN published THEN now() - random() * interval '720 days' END,
                '/art/blog/' || cat_slug || '/' || left(id::text, 8) || '.svg', floor(random() * 5000)::int, 2 + floor(random() * 6)::int,
                now() - random() * interval '730 days'
         FROM (
           SELECT gen_random_uuid() AS id, ${pick(BLOG_LEADS)} || ' ' || ${pick(BLOG_TOPICS)} || ' in ' || ${byCity("ci", (c) => lit(c.name))} AS title,
                  ${byCity("ci", (c) => lit(c.id))} AS city_id, ${byCity("ci", (c) => lit(c.name))} AS city_name,
                  ${pick(BLOG_PARAS)} AS p1, ${pick(BLOG_PARAS)} AS p2, ${pick(BLOG_PARAS)} AS p3,
                  (${arr(catIds)})[ci2]::uuid AS cat_id, (${arr(catSlugs)})[ci2] AS cat_slug, random() < 0.95 AS published
           FROM (SELECT g, ${cityIndexSql("rc")} AS ci, 1 + floor(random() * ${catIds.length})::int AS ci2
                 FROM (SELECT g, random() AS rc FROM generate_series(${from}, ${to}) g) g0) s
         ) b
         ON CONFLICT (slug) DO NOTHING`,
      );
    });
  }

  await dropHelpers(db);
  console.log("  Statistiken werden aktualisiert (ANALYZE) …");
  for (const table of ["events", "ticket_categories", "locations", "artists", "business_profiles", "blog_posts", "organizers"]) {
    await exec(db, `ANALYZE ${table}`);
  }

  const totals = {
    Veranstaltungen: await countRows(db, "events"),
    Ticketkategorien: await countRows(db, "ticket_categories"),
    Orte: await countRows(db, "locations"),
    Artists: await countRows(db, "artists"),
    Unternehmensprofile: await countRows(db, "business_profiles"),
    Blogartikel: await countRows(db, "blog_posts"),
    Veranstalter: await countRows(db, "organizers"),
  };
  console.log(`Großer Datensatz fertig in ${formatMs(Date.now() - started)}. Bestand:`);
  for (const [label, n] of Object.entries(totals)) console.log(`  ${label.padEnd(22)} ${n.toLocaleString("de-DE")}`);
}
