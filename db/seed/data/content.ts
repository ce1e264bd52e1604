import type { EventCategoryId } from "./categories";
import type { CitySeed } from "./cities";
import type { EventSpecial } from "./events";

type CityId = CitySeed["id"];

/** Which demo event an EventCard block shows. */
export type EventPick = { special?: EventSpecial; category?: EventCategoryId; cityId?: CityId };

export type BlogBlock =
  | { kind: "heading"; text: string }
  | { kind: "text"; text: string }
  | { kind: "quote"; text: string; author: string }
  | { kind: "image"; alt: string; caption: string }
  | { kind: "event"; pick: EventPick };

export type BlogPostSeed = {
  title: string;
  categorySlug: string;
  /** null = an article for all cities */
  cityId: CityId | null;
  excerpt: string;
  blocks: BlogBlock[];
  daysAgo: number;
  isFeatured?: boolean;
  draft?: boolean;
  /** Written by the demo organizer account (else by the admin). */
  byOrganizer?: boolean;
  viewsCount: number;
};

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    title: "Zehn Dinge, die man in Lübeck erleben muss",
    categorySlug: "stadtleben",
    cityId: "luebeck",
    excerpt:
      "Von der Wakenitz bis zum Sonnenuntergang am Priwall: unsere Liste für Entdeckungstage in der Hansestadt – zu jeder Jahreszeit.",
    daysAgo: 3,
    isFeatured: true,
    viewsCount: 1842,
    blocks: [
      { kind: "heading", text: "Wasser, Wind und Backstein" },
      {
        kind: "text",
        text: "Lübeck ist eine Stadt am Wasser. Auf der Trave ziehen Ausflugsboote um die Altstadtinsel, an der Obertrave sitzen die Menschen auf der Kaimauer, und in Travemünde wird die Promenade zur längsten Terrasse der Stadt. Wer nur ein Wochenende hat, sollte sich treiben lassen – und trotzdem ein paar Dinge nicht verpassen.",
      },
      {
        kind: "text",
        text: "Ganz oben auf unserer Liste steht ein Ausflug an die Wakenitz – im Sommer mit dem Kanu, im Winter zu Fuß am Ufer entlang. Nur wenige Minuten vom Stadtzentrum entfernt beginnt eine Flusslandschaft, die man hier nicht erwarten würde: Eisvögel, Seerosenfelder und Erlenwälder, die bis ans Wasser reichen. Nicht umsonst nennen die Lübecker den Fluss den „Amazonas des Nordens“.",
      },
      { kind: "image", alt: "Ein von Bäumen gesäumter Fluss im Morgenlicht", caption: "Morgens ist es an der Wakenitz noch ganz still." },
      { kind: "event", pick: { special: "near" } },
      { kind: "heading", text: "Abends an die Ostsee" },
      {
        kind: "text",
        text: "Nach Travemünde fährt der Regionalzug in zwanzig Minuten. Am späten Nachmittag leert sich der Strand, die Fähren nach Skandinavien laufen aus, und am Priwall färbt sich der Himmel orange. Ein Fischbrötchen auf der Hand, die Schuhe im Sand – so endet ein Lübecker Tag am besten.",
      },
      {
        kind: "quote",
        text: "Wer einmal den Sonnenuntergang am Priwall gesehen hat, kommt jeden Sommer wieder.",
        author: "Greta Lindqvist, Malerin",
      },
    ],
  },
  {
    title: "Backstein und Beats: Wie die Kulturwerft Gollan zum Treffpunkt wurde",
    categorySlug: "kultur",
    cityId: "luebeck",
    excerpt: "Aus einer verlassenen Werft wurde Lübecks wichtigster Ort für Konzerte, Clubnächte und Märkte. Ein Besuch.",
    daysAgo: 6,
    isFeatured: true,
    byOrganizer: true,
    viewsCount: 1310,
    blocks: [
      { kind: "heading", text: "Wo früher Schiffe gebaut wurden" },
      {
        kind: "text",
        text: "Die Hallen der ehemaligen Gollan-Werft standen lange leer. Rostige Kräne, zerbrochene Fenster, Möwen auf dem Dach. Heute drängen sich an Wochenenden tausende Menschen auf dem Gelände an der Trave – für Konzerte, Designmärkte und lange Clubnächte.",
      },
      {
        kind: "text",
        text: "Das Team der Kulturwerft setzt auf Vielfalt: Am Freitag spielt eine Indie-Band, am Samstag legt Resident-DJ Travewelle bis zum Morgen auf, und am Sonntag duftet die Halle nach Kaffee und Kuchen vom Designmarkt. Der Biergarten am Wasser ist längst ein Treffpunkt für die ganze Stadt.",
      },
      {
        kind: "quote",
        text: "Wir wollten einen Ort schaffen, an dem sich alle treffen – nicht nur die, die sowieso ausgehen.",
        author: "Programmleitung der Kulturwerft",
      },
      { kind: "image", alt: "Eine große Industriehalle mit Bühne und Lichterketten", caption: "Die große Halle fasst bis zu 1.500 Gäste." },
      {
        kind: "text",
        text: "Wie begehrt die Tickets sind, zeigt das jährliche Heimspiel der Backsteinboys: Es war in diesem Jahr innerhalb von drei Stunden ausverkauft.",
      },
      { kind: "event", pick: { special: "soldOut" } },
    ],
  },
  {
    title: "Die besten Fischbrötchen zwischen Travemünde und Altstadt",
    categorySlug: "essen-trinken",
    cityId: "luebeck",
    excerpt: "Bismarck, Matjes oder Backfisch? Wir haben uns durch die Buden der Stadt probiert.",
    daysAgo: 9,
    viewsCount: 2290,
    blocks: [
      { kind: "heading", text: "Eine Frage der Brötchen" },
      {
        kind: "text",
        text: "Über Fischbrötchen lässt sich im Norden trefflich streiten. Muss das Brötchen knusprig sein oder weich? Gehören Zwiebeln auf den Bismarckhering? Und ist Remoulade auf Backfisch ein Verbrechen? Wir haben an zwölf Buden probiert und eine klare Meinung.",
      },
      {
        kind: "text",
        text: "Die Sieger finden sich erstaunlich oft abseits der großen Promenaden: eine kleine Räucherei in Travemünde, ein Kiosk an der Untertrave und das Strandcafé am Priwall, wo der Backfisch noch im Teig ausgebacken wird.",
      },
      { kind: "image", alt: "Fischbrötchen mit Zwiebeln und Gurke auf einem Holzbrett", caption: "Klassisch: Bismarckhering mit Zwiebelringen." },
      { kind: "quote", text: "Ein gutes Fischbrötchen braucht drei Dinge: frischen Fisch, ein gutes Brötchen und Wind.", author: "Inhaberin des Strandcafés Priwall" },
      { kind: "event", pick: { category: "food", cityId: "luebeck" } },
    ],
  },
  {
    title: "Ein Tag in Travemünde: Strand, Passat und Priwall",
    categorySlug: "ausfluege",
    cityId: "luebeck",
    excerpt: "Mit dem Zug an die Ostsee: So verbringen Sie einen perfekten Tag im Lübecker Seebad.",
    daysAgo: 14,
    viewsCount: 980,
    blocks: [
      { kind: "heading", text: "Ankommen am Strandbahnhof" },
      {
        kind: "text",
        text: "Vom Lübecker Hauptbahnhof fährt stündlich ein Zug bis Travemünde Strand. Von dort sind es nur wenige Schritte bis zur Promenade. Vormittags lohnt ein Spaziergang entlang der Vorderreihe bis zum alten Leuchtturm, einem der ältesten an der deutschen Ostseeküste.",
      },
      {
        kind: "text",
        text: "Mittags setzen Sie mit der kleinen Personenfähre zum Priwall über. Dort liegt die Viermastbark Passat, die heute als Museumsschiff besichtigt werden kann. Danach geht es an den breiten Naturstrand, der deutlich ruhiger ist als der Hauptstrand.",
      },
      { kind: "image", alt: "Ein großes Segelschiff mit vier Masten am Kai", caption: "Die Passat liegt seit 1960 am Priwall." },
      { kind: "heading", text: "Musik am Abend" },
      {
        kind: "text",
        text: "Zurück in der Stadt lohnt ein Blick in den Veranstaltungskalender: Beim größten Festival der Saison spielen die bekanntesten Bands des Nordens – und wer früh bucht, spart bis zu 20 Prozent.",
      },
      { kind: "event", pick: { special: "earlyBird" } },
    ],
  },
  {
    title: "„Lübeck ist eine Bühne“ – Interview mit Lotte Brandt",
    categorySlug: "interviews",
    cityId: "luebeck",
    excerpt: "Die Songwriterin über ihr neues Album, Wohnzimmerkonzerte und warum sie nie nach Berlin ziehen wollte.",
    daysAgo: 18,
    byOrganizer: true,
    viewsCount: 760,
    blocks: [
      { kind: "heading", text: "Backstein & Salz" },
      {
        kind: "text",
        text: "Lotte Brandt empfängt uns in der Kaffeerösterei am Koberg, ihrem Stammcafé. Ihr zweites Album „Backstein & Salz“ ist gerade erschienen, die Tour startet in wenigen Wochen. Wir sprechen über Heimat, Lampenfieber und das Schreiben von Liedern in einer Stadt, die so viele Geschichten hat.",
      },
      {
        kind: "quote",
        text: "In Lübeck steckt hinter jeder Tür ein Gang und hinter jedem Gang eine Geschichte. Ich muss sie nur aufschreiben.",
        author: "Lotte Brandt",
      },
      {
        kind: "text",
        text: "Viele ihrer Songs entstehen nachts, auf Spaziergängen durch die Altstadt. Mit einer Band aufzutreten, ist für sie neu: Bisher spielte sie vor allem allein mit Gitarre und Loop-Station. Auf der Tour begleiten sie nun Schlagzeug, Bass und ein kleines Streicherensemble.",
      },
      { kind: "image", alt: "Eine Musikerin mit Gitarre auf einer kleinen Bühne", caption: "Lotte Brandt bei einem Wohnzimmerkonzert in St. Lorenz." },
      { kind: "event", pick: { category: "music", cityId: "luebeck" } },
    ],
  },
  {
    title: "Jazz in Kiel: Ein Abend mit dem Jonas Feddersen Trio",
    categorySlug: "musik",
    cityId: "kiel",
    excerpt: "Nordische Klarheit, viel Humor und ein Flügel, der fast zu klein wirkt – ein Konzertbericht.",
    daysAgo: 21,
    isFeatured: true,
    viewsCount: 540,
    blocks: [
      { kind: "heading", text: "Stille, die swingt" },
      {
        kind: "text",
        text: "Es ist ein Dienstagabend in Kiel, draußen regnet es, drinnen ist jeder Platz besetzt. Jonas Feddersen setzt sich an den Flügel, zählt leise ein – und für die nächsten zwei Stunden ist die Welt draußen vergessen.",
      },
      {
        kind: "text",
        text: "Das Trio spielt Stücke aus dem Album „Förde“, dazu einige Standards, die kaum wiederzuerkennen sind. Besonders Bassistin Maren Thiel begeistert mit Soli, die zwischen Melancholie und Witz pendeln.",
      },
      { kind: "quote", text: "Jazz ist für mich die Kunst, gemeinsam zuzuhören.", author: "Jonas Feddersen" },
      { kind: "image", alt: "Ein Jazztrio mit Flügel, Kontrabass und Schlagzeug", caption: "Das Trio bei seinem Konzert in Kiel." },
      { kind: "event", pick: { category: "music", cityId: "kiel" } },
    ],
  },
  {
    title: "Kaffeekultur in Lübeck: Fünf Cafés, die sich lohnen",
    categorySlug: "essen-trinken",
    cityId: "luebeck",
    excerpt: "Siebträger, Filterkaffee und hausgemachter Kuchen: unsere Lieblingsadressen in der Altstadt.",
    daysAgo: 25,
    viewsCount: 1420,
    blocks: [
      { kind: "heading", text: "Mehr als Marzipan" },
      {
        kind: "text",
        text: "Lübeck ist für Marzipan berühmt, doch in den letzten Jahren hat sich eine lebendige Kaffeeszene entwickelt. Kleine Röstereien, Cafés mit Buchhandlung und Nachbarschaftstreffs haben die Altstadt erobert.",
      },
      {
        kind: "text",
        text: "Unser Favorit ist die Kaffeerösterei am Koberg: Hier wird im Laden geröstet, und samstags kann man bei einem Cupping verschiedene Bohnen vergleichen. Für Bücherfreunde empfiehlt sich das Lesecafé in der Hüxstraße, in dem abends regelmäßig Lesungen stattfinden.",
      },
      { kind: "image", alt: "Eine Tasse Cappuccino mit Milchschaum-Herz", caption: "Siebträgerkaffee in der Kaffeerösterei am Koberg." },
      { kind: "quote", text: "Guter Kaffee braucht Zeit – beim Rösten und beim Trinken.", author: "Inhaber der Kaffeerösterei am Koberg" },
      { kind: "event", pick: { category: "food", cityId: "luebeck" } },
    ],
  },
  {
    title: "Radtour entlang der Wakenitz – dem Amazonas des Nordens",
    categorySlug: "ausfluege",
    cityId: "luebeck",
    excerpt: "Eine 30-Kilometer-Tour von der Altstadt bis zum Ratzeburger See – mit Badestellen und Einkehr.",
    daysAgo: 30,
    viewsCount: 1105,
    blocks: [
      { kind: "heading", text: "Von der Altstadt ins Grüne" },
      {
        kind: "text",
        text: "Die Tour startet am Burgtor und folgt der Wakenitz nach Süden. Schon nach wenigen Kilometern wird es still: Der Weg führt durch Wälder und Wiesen, immer wieder öffnen sich Blicke auf den Fluss. Bis 1989 verlief hier die innerdeutsche Grenze – deshalb ist die Natur so unberührt geblieben.",
      },
      {
        kind: "text",
        text: "Am Ratzeburger See lohnt eine Pause auf der Dominsel. Zurück geht es entweder auf demselben Weg oder bequem mit dem Regionalzug, der Fahrräder mitnimmt.",
      },
      { kind: "image", alt: "Ein Radweg entlang eines Flusses im Sommer", caption: "Der Radweg entlang der Wakenitz ist gut ausgeschildert." },
      { kind: "quote", text: "Die Wakenitz ist das schönste Stück Lübeck, das die meisten Besucher nie sehen.", author: "Guide von Lübeck bewegt e.V." },
      { kind: "event", pick: { category: "sport", cityId: "luebeck" } },
    ],
  },
  {
    title: "Museumsnacht: So planen Sie Ihre Route",
    categorySlug: "kultur",
    cityId: "luebeck",
    excerpt: "Zwanzig Häuser, eine Nacht: Mit diesen Tipps sehen Sie das Beste, ohne in Schlangen zu stehen.",
    daysAgo: 35,
    viewsCount: 870,
    blocks: [
      { kind: "heading", text: "Früh anfangen, spät aufhören" },
      {
        kind: "text",
        text: "Die Lange Nacht der Museen ist jedes Jahr ein Publikumsmagnet. Wer alles sehen will, sieht am Ende wenig. Besser: drei bis vier Häuser auswählen, die nah beieinander liegen, und die Shuttlebusse für die weiteren Wege nutzen.",
      },
      {
        kind: "text",
        text: "Unser Tipp: Beginnen Sie im Europäischen Hansemuseum, solange es noch ruhig ist, und gehen Sie dann ins Museumsquartier St. Annen. Gegen Mitternacht lohnt sich ein Abstecher in die Overbeck-Gesellschaft – der Garten ist dann mit Lichtern geschmückt.",
      },
      { kind: "image", alt: "Ein beleuchteter Museumshof bei Nacht", caption: "Viele Häuser verwandeln ihre Höfe in Lichtinstallationen." },
      { kind: "quote", text: "Die schönsten Gespräche entstehen nachts vor den Bildern.", author: "Kuratorin des Museumsquartiers" },
      { kind: "event", pick: { category: "featured", cityId: "luebeck" } },
    ],
  },
  {
    title: "Hamburg an einem Wochenende: Elbe, Schanze und Konzertsaal",
    categorySlug: "ausfluege",
    cityId: "hamburg",
    excerpt: "Ein Wochenendtrip von Lübeck nach Hamburg – mit Hafenfähre, Flohmarkt und einem Abend in der Elbphilharmonie.",
    daysAgo: 40,
    isFeatured: true,
    viewsCount: 650,
    blocks: [
      { kind: "heading", text: "Samstag: Wasser und Weitblick" },
      {
        kind: "text",
        text: "Mit dem Regionalexpress ist man von Lübeck in 45 Minuten in Hamburg. Der Tag beginnt an den Landungsbrücken: Die Hafenfähre 62 fährt für den Preis eines Nahverkehrstickets bis nach Finkenwerder und bietet den besten Blick auf Containerschiffe und die Elbphilharmonie.",
      },
      {
        kind: "text",
        text: "Nachmittags geht es in die Schanze, zum Stöbern in kleinen Läden und zum Kaffee in Ottensen. Am Abend lohnt ein Konzert im Großen Saal der Elbphilharmonie – oder zumindest der Besuch der Plaza mit Rundumblick.",
      },
      { kind: "image", alt: "Hafenpanorama mit Kränen und Konzerthaus", caption: "Der Blick von der Fähre auf den Hamburger Hafen." },
      { kind: "quote", text: "Hamburg erschließt sich am besten vom Wasser aus.", author: "Redaktion Stadtpuls" },
      { kind: "event", pick: { category: "music", cityId: "hamburg" } },
    ],
  },
  {
    title: "Berlin für Neugierige: Kieze abseits der Touristenpfade",
    categorySlug: "stadtleben",
    cityId: "berlin",
    excerpt: "Wedding, Reuterkiez und Tempelhofer Feld: Berlin, wie es die Berlinerinnen und Berliner mögen.",
    daysAgo: 46,
    isFeatured: true,
    viewsCount: 1210,
    blocks: [
      { kind: "heading", text: "Raus aus Mitte" },
      {
        kind: "text",
        text: "Brandenburger Tor und Museumsinsel gehören zu jedem Berlinbesuch. Doch die Stadt zeigt ihr Gesicht erst in den Kiezen: in Neukölln, wo aus alten Läden Cafés und Ateliers geworden sind, oder im Wedding, wo Kneipen noch Kneipen heißen.",
      },
      {
        kind: "text",
        text: "Ein Sonntag auf dem Tempelhofer Feld gehört zu den schönsten Berliner Erlebnissen: Drachen steigen, Skater ziehen über die alte Landebahn, und am Rand grillen Familien. Danach lohnt ein Abstecher in die Markthalle Neun oder ein Filterkaffee im Reuterkiez.",
      },
      { kind: "image", alt: "Menschen auf einer weiten Wiese mit Drachen am Himmel", caption: "Das Tempelhofer Feld an einem Sonntagnachmittag." },
      { kind: "quote", text: "Berlin ist keine Stadt, sondern ein Dutzend Dörfer mit U-Bahn-Anschluss.", author: "Kalle Wittkowski, Kabarettist" },
      { kind: "event", pick: { category: "party", cityId: "berlin" } },
    ],
  },
  {
    title: "Neue Bühnen für junge Bands: Nachwuchsförderung im Norden",
    categorySlug: "musik",
    cityId: null,
    excerpt: "Proberäume, Newcomer-Festivals und offene Bühnen: Wie Lübeck, Kiel und Hamburg junge Musikerinnen und Musiker unterstützen.",
    daysAgo: 52,
    viewsCount: 430,
    blocks: [
      { kind: "heading", text: "Erst der Proberaum, dann die Bühne" },
      {
        kind: "text",
        text: "Junge Bands brauchen vor allem zwei Dinge: einen Raum zum Proben und Gelegenheiten, vor Publikum zu spielen. Beides ist in vielen Städten knapp. Initiativen in Lübeck und Kiel haben deshalb leerstehende Gewerbeflächen zu Proberäumen umgebaut.",
      },
      {
        kind: "text",
        text: "Offene Bühnen in Cafés und Bars sind oft der erste Schritt. Einmal im Monat darf jeder drei Songs spielen – und manchmal entsteht daraus eine Karriere. Auch die Backsteinboys haben so angefangen.",
      },
      { kind: "quote", text: "Unser erstes Konzert hatte zwölf Zuschauer. Acht davon waren unsere Eltern.", author: "Die Backsteinboys" },
      { kind: "image", alt: "Eine junge Band probt in einem kleinen Raum", caption: "Proberäume sind in vielen Städten Mangelware." },
      { kind: "event", pick: { category: "music", cityId: "luebeck" } },
    ],
  },
  {
    title: "Vorschau: Der große Adventsmarkt-Guide",
    categorySlug: "stadtleben",
    cityId: "luebeck",
    excerpt: "Kunsthandwerk, Punsch und Lichterglanz – bald stellen wir die schönsten Weihnachtsmärkte im Norden vor.",
    daysAgo: 1,
    draft: true,
    viewsCount: 0,
    blocks: [
      { kind: "heading", text: "Bald ist es wieder so weit" },
      {
        kind: "text",
        text: "In wenigen Wochen öffnen in Lübeck, Hamburg und Kiel die Weihnachtsmärkte. Wir stellen die schönsten vor – vom Kunsthandwerkermarkt im Heiligen-Geist-Hospital bis zum Märchenwald. Dieser Beitrag ist noch in Arbeit.",
      },
    ],
  },
];

export type RaffleSeed = {
  title: string;
  description: string;
  prize: string;
  prizeValueCents: number;
  sponsor: string;
  cityId: CityId;
  difficulty: "einfach" | "mittel" | "schwer";
  task: string;
  /** Relative to now, in days (negative = in the past). */
  startsInDays: number;
  endsInDays: number;
};

export const RAFFLES: RaffleSeed[] = [
  {
    title: "2 VIP-Tickets für das Hanse-Festival",
    description: "Wir verlosen zwei VIP-Tickets für das große Hanse-Festival – mit Lounge, Getränken und den besten Plätzen.",
    prize: "2 × VIP-Ticket Hanse-Festival",
    prizeValueCents: 23800,
    sponsor: "Travemünder Strandkultur GmbH",
    cityId: "luebeck",
    difficulty: "mittel",
    task: "Verraten Sie uns, mit wem Sie zum Hanse-Festival gehen würden und warum.",
    startsInDays: -5,
    endsInDays: 20,
  },
  {
    title: "Genusspaket aus der Kaffeerösterei",
    description: "Drei Sorten frisch gerösteter Kaffee, eine Handfilter-Ausstattung und ein Platz beim nächsten Cupping.",
    prize: "Kaffee-Genusspaket inkl. Cupping-Teilnahme",
    prizeValueCents: 8900,
    sponsor: "Kaffeerösterei am Koberg",
    cityId: "luebeck",
    difficulty: "einfach",
    task: "Beantworten Sie die Frage: Auf welchem Platz in der Lübecker Altstadt liegt die Kaffeerösterei?",
    startsInDays: -12,
    endsInDays: 2,
  },
  {
    title: "Dinner für zwei an der Obertrave",
    description: "Ein Viergangmenü mit Weinbegleitung für zwei Personen im Gasthaus an der Obertrave.",
    prize: "Viergangmenü für 2 Personen inkl. Weinbegleitung",
    prizeValueCents: 18000,
    sponsor: "Gasthaus an der Obertrave",
    cityId: "luebeck",
    difficulty: "mittel",
    task: "Teilen Sie ein Foto Ihres Lieblingsorts an der Trave und beschreiben Sie ihn in einem Satz.",
    startsInDays: -2,
    endsInDays: 12,
  },
  {
    title: "Segeltörn auf der Kieler Förde",
    description: "Ein halbtägiger Schnuppertörn für zwei Personen mit Skipperin – inklusive Fischbrötchen an Bord.",
    prize: "Segeltörn für 2 Personen",
    prizeValueCents: 15000,
    sponsor: "Förde-Segelschule Kiel",
    cityId: "kiel",
    difficulty: "schwer",
    task: "Lösen Sie unser Förde-Quiz: fünf Fragen zu Kieler Woche, Schleusen und Leuchttürmen.",
    startsInDays: -1,
    endsInDays: 30,
  },
  {
    title: "Familienkarte fürs Figurentheater",
    description: "Eintritt für zwei Erwachsene und bis zu drei Kinder zu einer Vorstellung nach Wahl.",
    prize: "Familienkarte Figurentheater Lübeck",
    prizeValueCents: 4000,
    sponsor: "Figurentheater Lübeck",
    cityId: "luebeck",
    difficulty: "einfach",
    task: "Wie heißt der kleine Seehund aus unserem aktuellen Kinderstück?",
    startsInDays: -9,
    endsInDays: 1,
  },
  {
    title: "Jahreskarte Museumsquartier St. Annen",
    description: "Ein Jahr lang freier Eintritt in alle Ausstellungen des Museumsquartiers.",
    prize: "Jahreskarte für 1 Person",
    prizeValueCents: 4500,
    sponsor: "Museumsquartier St. Annen",
    cityId: "luebeck",
    difficulty: "einfach",
    task: "Nennen Sie ein Kunstwerk, das Sie gern einmal im Original sehen würden.",
    startsInDays: -30,
    endsInDays: -5,
  },
  {
    title: "Backstage mit den Backsteinboys",
    description: "Zwei Gästelistenplätze, Soundcheck-Besuch und ein signiertes Vinyl der Band.",
    prize: "2 Gästelistenplätze inkl. Soundcheck und Vinyl",
    prizeValueCents: 9500,
    sponsor: "Kulturwerft Lübeck",
    cityId: "luebeck",
    difficulty: "schwer",
    task: "Schreiben Sie eine neue Strophe für einen Backsteinboys-Song – die kreativste gewinnt.",
    startsInDays: -40,
    endsInDays: -12,
  },
];

export type TeamMemberSeed = { name: string; role: string; bio: string; email: string };

export const TEAM_MEMBERS: TeamMemberSeed[] = [
  {
    name: "Johanna Meier",
    role: "Gründerin & Geschäftsführerin",
    bio: "Johanna hat Stadtpuls 2021 in einem Lübecker Hinterhof gegründet. Vorher hat sie zehn Jahre lang Festivals im Norden organisiert.",
    email: "johanna@stadtpuls.de",
  },
  {
    name: "Lukas Brandt",
    role: "Leitung Redaktion",
    bio: "Lukas war Kulturjournalist bei mehreren Tageszeitungen und weiß, wo in Lübeck, Kiel und Hamburg heute Abend etwas los ist.",
    email: "lukas@stadtpuls.de",
  },
  {
    name: "Aylin Demir",
    role: "Partnerschaften & Veranstalter-Support",
    bio: "Aylin hilft Veranstalterinnen und Veranstaltern beim Start auf Stadtpuls – vom ersten Event bis zum Check-in am Einlass.",
    email: "aylin@stadtpuls.de",
  },
  {
    name: "Niklas Hansen",
    role: "Produkt & Entwicklung",
    bio: "Niklas verantwortet Plattform und App. Am liebsten baut er Funktionen, die man gar nicht bemerkt, weil sie einfach funktionieren.",
    email: "niklas@stadtpuls.de",
  },
  {
    name: "Svenja Möller",
    role: "Community & Social Media",
    bio: "Svenja kennt die Kulturszene des Nordens aus erster Hand und sorgt dafür, dass unsere Community mitredet.",
    email: "svenja@stadtpuls.de",
  },
  {
    name: "Finn Petersen",
    role: "Ticketing & Kundenservice",
    bio: "Finn beantwortet Fragen zu Tickets, Stornierungen und Erstattungen – meistens innerhalb weniger Stunden.",
    email: "finn@stadtpuls.de",
  },
  {
    name: "Clara Wagner",
    role: "Design",
    bio: "Clara gestaltet das Erscheinungsbild von Stadtpuls und sorgt dafür, dass jede Stadt ihre eigenen Farben bekommt.",
    email: "clara@stadtpuls.de",
  },
];

export type JobSeed = {
  title: string;
  type: "vollzeit" | "teilzeit" | "teilzeit_vollzeit";
  department: string;
  location: string;
  remote: boolean;
  summary: string;
  description: string;
  requirements: string[];
  benefits: string[];
  postedDaysAgo: number;
};

const COMMON_BENEFITS = [
  "Flexible Arbeitszeiten und Homeoffice-Möglichkeit",
  "Kostenlose Tickets für Veranstaltungen unserer Partner",
  "Deutschlandticket als Jobticket",
  "30 Tage Urlaub",
];

export const JOB_POSTINGS: JobSeed[] = [
  {
    title: "Redakteur:in Stadtleben (m/w/d)",
    type: "teilzeit",
    department: "Redaktion",
    location: "Lübeck",
    remote: false,
    summary: "Sie entdecken neue Orte, schreiben Porträts und Veranstaltungstipps für Lübeck und Umgebung.",
    description:
      "Als Redakteur:in Stadtleben recherchieren Sie Geschichten aus den Vierteln, führen Interviews und pflegen unseren Veranstaltungskalender. Sie arbeiten eng mit unserer Community und den Veranstaltern zusammen.",
    requirements: [
      "Erfahrung im journalistischen Schreiben, gern im Lokal- oder Kulturjournalismus",
      "Sehr gutes Deutsch in Wort und Schrift",
      "Gute Kenntnis der Lübecker Kulturszene",
      "Sicherer Umgang mit Content-Management-Systemen",
    ],
    benefits: COMMON_BENEFITS,
    postedDaysAgo: 4,
  },
  {
    title: "Full-Stack-Entwickler:in TypeScript (m/w/d)",
    type: "vollzeit",
    department: "Produkt & Entwicklung",
    location: "Lübeck",
    remote: true,
    summary: "Sie entwickeln unsere Plattform mit React, Node.js und PostgreSQL weiter – von der Idee bis zum Betrieb.",
    description:
      "Sie bauen neue Funktionen für Ticketing, Check-in und Veranstalterbereich, verbessern Performance und Barrierefreiheit und arbeiten in einem kleinen Team mit kurzen Wegen.",
    requirements: [
      "Mehrjährige Erfahrung mit TypeScript, React und Node.js",
      "Gute Kenntnisse in SQL und relationalen Datenbanken",
      "Erfahrung mit automatisierten Tests",
      "Freude an sauberem, verständlichem Code",
    ],
    benefits: [...COMMON_BENEFITS, "Budget für Weiterbildung und Konferenzen"],
    postedDaysAgo: 10,
  },
  {
    title: "Werkstudent:in Social Media (m/w/d)",
    type: "teilzeit",
    department: "Community",
    location: "Lübeck",
    remote: false,
    summary: "Sie planen Beiträge, drehen kurze Videos und sind auf Veranstaltungen mit der Kamera unterwegs.",
    description:
      "Gemeinsam mit unserem Community-Team entwickeln Sie Formate für Instagram und TikTok, begleiten Events und beantworten Nachrichten aus der Community.",
    requirements: [
      "Immatrikulation an einer Hochschule",
      "Erfahrung mit Instagram, TikTok und Videoschnitt",
      "Kreativität und ein gutes Gespür für Trends",
    ],
    benefits: ["Flexible Arbeitszeiten, abgestimmt auf Ihren Stundenplan", "Kostenlose Tickets für Veranstaltungen unserer Partner"],
    postedDaysAgo: 15,
  },
  {
    title: "Partnermanager:in Veranstalter (m/w/d)",
    type: "teilzeit_vollzeit",
    department: "Partnerschaften",
    location: "Hamburg",
    remote: true,
    summary: "Sie gewinnen Veranstalter in Hamburg und Kiel und begleiten sie beim Start auf Stadtpuls.",
    description:
      "Sie bauen Beziehungen zu Clubs, Theatern und Kulturvereinen auf, beraten sie zu Ticketing und Marketing und sind ihre erste Ansprechperson.",
    requirements: [
      "Erfahrung im Vertrieb oder in der Veranstaltungsbranche",
      "Kommunikationsstärke und Verhandlungsgeschick",
      "Führerschein Klasse B",
    ],
    benefits: [...COMMON_BENEFITS, "Provision auf neue Partnerschaften"],
    postedDaysAgo: 20,
  },
  {
    title: "Kundenservice Ticketing (m/w/d)",
    type: "teilzeit",
    department: "Ticketing",
    location: "Lübeck",
    remote: false,
    summary: "Sie helfen Ticketkäufer:innen bei Fragen zu Buchungen, Stornierungen und Erstattungen.",
    description:
      "Sie beantworten Anfragen per E-Mail und Telefon, bearbeiten Erstattungsanträge und unterstützen Veranstalter beim Check-in großer Events.",
    requirements: [
      "Erfahrung im Kundenservice",
      "Freundlicher, lösungsorientierter Umgang mit Menschen",
      "Gute Englischkenntnisse",
    ],
    benefits: COMMON_BENEFITS,
    postedDaysAgo: 27,
  },
  {
    title: "UX/UI-Designer:in (m/w/d)",
    type: "vollzeit",
    department: "Produkt & Entwicklung",
    location: "Lübeck",
    remote: true,
    summary: "Sie gestalten Web und App von Stadtpuls – zugänglich, klar und mit Liebe zum Detail.",
    description:
      "Sie führen Nutzerinterviews, entwickeln Prototypen und pflegen unser Designsystem. Barrierefreiheit ist für Sie kein Extra, sondern Grundlage.",
    requirements: [
      "Portfolio mit digitalen Produkten",
      "Sicherer Umgang mit Figma",
      "Kenntnisse zu WCAG und barrierefreiem Design",
    ],
    benefits: [...COMMON_BENEFITS, "Neue Hardware nach Wahl"],
    postedDaysAgo: 33,
  },
];
