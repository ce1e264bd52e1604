import type { ArtistBookingInfo } from "~/modules/people/schema";
import type { CitySeed } from "./cities";

type ArtistType = "musician" | "band" | "comedian" | "dj" | "speaker" | "performer" | "painter" | "photographer";

export type ArtistSeed = {
  name: string;
  type: ArtistType;
  genre: string;
  location: string;
  cityId: CitySeed["id"];
  bio: string;
  socialMedia: Record<string, string>;
  bookingInfo: ArtistBookingInfo;
  email?: string;
  website?: string;
  isVerified?: boolean;
  isFeatured?: boolean;
};

export const ARTISTS: ArtistSeed[] = [
  {
    name: "Lotte Brandt",
    type: "musician",
    genre: "Singer-Songwriter, Indie-Folk",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Lotte Brandt schreibt Lieder über Hafenkräne, Nachtzüge und das Ankommen. Mit Gitarre, Loop-Station und einer warmen Altstimme spielt sie sich seit Jahren durch die Clubs und Wohnzimmer des Nordens. Ihr zweites Album „Backstein & Salz“ erschien im Frühjahr.",
    socialMedia: { instagram: "@lottebrandtmusik", website: "https://lottebrandt.de" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "800 – 1.500 €",
      contact_email: "booking@lottebrandt.de",
      requirements: "Zwei Gesangsmikrofone, DI-Box, Monitor; Solo oder Duo",
    },
    website: "https://lottebrandt.de",
    isVerified: true,
    isFeatured: true,
  },
  {
    name: "Jonas Feddersen Trio",
    type: "band",
    genre: "Jazz",
    location: "Kiel",
    cityId: "kiel",
    bio: "Pianist Jonas Feddersen, Bassistin Maren Thiel und Schlagzeuger Ole Marquardt spielen modernen Jazz mit nordischer Klarheit. Das Trio verbindet eigene Kompositionen mit neu gedachten Standards und ist Stammgast in den Jazzclubs zwischen Kiel und Kopenhagen.",
    socialMedia: { instagram: "@feddersentrio", youtube: "https://youtube.com/@feddersentrio" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "1.500 – 2.500 €",
      contact_email: "kontakt@feddersen-trio.de",
      requirements: "Gestimmter Flügel, Bassverstärker, Drumkit nach Absprache",
    },
    isVerified: true,
  },
  {
    name: "Mira Okafor",
    type: "musician",
    genre: "Soul, R&B",
    location: "Hamburg",
    cityId: "hamburg",
    bio: "Mira Okafor wuchs in Wilhelmsburg auf und sang im Gospelchor, bevor sie mit ihrer Band die Hamburger Soulszene eroberte. Ihre Konzerte sind laut, herzlich und enden meist mit einem Publikum, das mitsingt.",
    socialMedia: { instagram: "@miraokafor", tiktok: "@miraokafor" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "2.000 – 4.000 €",
      contact_email: "booking@miraokafor.com",
      requirements: "Fünfköpfige Band, PA ab 3 kW, Backline nach Rider",
    },
    isVerified: true,
    isFeatured: true,
  },
  {
    name: "Die Backsteinboys",
    type: "band",
    genre: "Indie-Rock",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Vier Freunde aus St. Lorenz, zwei Gitarren und eine Vorliebe für große Refrains: Die Backsteinboys spielen Indie-Rock mit deutschen Texten über Kleinstadtnächte und Ostseesommer. Ihre Heimspiele in der Kulturwerft sind regelmäßig ausverkauft.",
    socialMedia: { instagram: "@backsteinboys", spotify: "https://open.spotify.com/artist/backsteinboys" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "1.200 – 2.500 €",
      contact_email: "band@backsteinboys.de",
      requirements: "Bühne ab 6 × 4 m, PA und Licht vor Ort",
    },
    isVerified: true,
    isFeatured: true,
  },
  {
    name: "Fördefunk",
    type: "band",
    genre: "Funk, Brass",
    location: "Kiel",
    cityId: "kiel",
    bio: "Zwölf Musikerinnen und Musiker, eine Bläsersektion und Groove ohne Pause: Fördefunk bringt seit 2016 Straßenfeste, Hochzeiten und Festivalbühnen zum Tanzen – gern auch unverstärkt als Marching Band.",
    socialMedia: { instagram: "@foerdefunk", facebook: "https://facebook.com/foerdefunk" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "1.800 – 3.500 €",
      contact_email: "hallo@foerdefunk.de",
      requirements: "Auch unverstärkt spielbar; Bühne ab 8 × 5 m für die Bühnenshow",
    },
  },
  {
    name: "Nordlicht Quartett",
    type: "band",
    genre: "Klassik, Kammermusik",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Das Streichquartett wurde von vier Absolventinnen der Musikhochschule Lübeck gegründet. Neben Haydn, Beethoven und Schostakowitsch spielen sie Werke junger skandinavischer Komponistinnen und Programme für Kinder.",
    socialMedia: { instagram: "@nordlichtquartett", website: "https://nordlicht-quartett.de" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "1.200 – 2.000 €",
      contact_email: "info@nordlicht-quartett.de",
      requirements: "Vier Stühle ohne Armlehnen, gute Beleuchtung",
    },
    website: "https://nordlicht-quartett.de",
    isVerified: true,
  },
  {
    name: "Hafenkrach",
    type: "band",
    genre: "Punkrock",
    location: "Hamburg",
    cityId: "hamburg",
    bio: "Hafenkrach spielen schnellen, ehrlichen Punkrock aus St. Pauli. Drei Akkorde, viel Haltung und Texte über Mieten, Möwen und Mittwochabende im Molotow.",
    socialMedia: { instagram: "@hafenkrach_hh" },
    bookingInfo: { available_for_booking: true, price_range: "400 – 900 €", contact_email: "krach@hafenkrach.de" },
  },
  {
    name: "Hanna Petersen",
    type: "comedian",
    genre: "Stand-up, Norddeutscher Humor",
    location: "Kiel",
    cityId: "kiel",
    bio: "Hanna Petersen erzählt vom Leben zwischen Förde und Familienchat, von Fischbrötchen-Etikette und dem norddeutschen „Jo“. Ihr Programm „Moin reicht“ ist ein Liebesbrief an den Norden – mit spitzer Feder.",
    socialMedia: { instagram: "@hannapetersen.comedy", youtube: "https://youtube.com/@hannapetersen" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "1.000 – 2.000 €",
      contact_email: "management@hannapetersen.de",
      requirements: "Headset oder Handmikrofon, Barhocker, Wasser",
    },
    isVerified: true,
    isFeatured: true,
  },
  {
    name: "Kalle Wittkowski",
    type: "comedian",
    genre: "Politisches Kabarett",
    location: "Berlin",
    cityId: "berlin",
    bio: "Kalle Wittkowski nimmt seit zwanzig Jahren die Hauptstadtpolitik auseinander. Scharfzüngig, gut recherchiert und mit einem Faible für Berliner Behördendeutsch.",
    socialMedia: { instagram: "@kallewittkowski" },
    bookingInfo: { available_for_booking: false },
  },
  {
    name: "Travewelle",
    type: "dj",
    genre: "House, Disco",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Hinter Travewelle steckt Leonie Harms, die mit Disco-Edits, warmem House und einem Koffer voller Vinyl die Tanzflächen zwischen Lübeck und Hamburg füllt. Sie ist Resident der Werftnächte in der Kulturwerft Gollan.",
    socialMedia: { instagram: "@travewelle", soundcloud: "https://soundcloud.com/travewelle" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "400 – 900 €",
      contact_email: "booking@travewelle.de",
      requirements: "Zwei Technics 1210, Pioneer-Mixer, Monitorbox",
    },
    isFeatured: true,
  },
  {
    name: "Kiki Nowak",
    type: "dj",
    genre: "Techno",
    location: "Berlin",
    cityId: "berlin",
    bio: "Kiki Nowak spielt treibenden, hypnotischen Techno und ist seit Jahren fester Bestandteil der Berliner Clubnächte. Ihre Sets bauen sich langsam auf – und lassen dann niemanden mehr los.",
    socialMedia: { instagram: "@kikinowak", soundcloud: "https://soundcloud.com/kikinowak" },
    bookingInfo: { available_for_booking: true, price_range: "1.500 – 3.000 €", contact_email: "agency@kikinowak.de" },
    isVerified: true,
  },
  {
    name: "Soundsystem Salzspeicher",
    type: "dj",
    genre: "Reggae, Dub",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Das Lübecker Soundsystem-Kollektiv baut seine Boxentürme selbst und spielt Roots-Reggae, Dub und Dancehall – am liebsten draußen, an der Trave und bei Sonnenuntergang.",
    socialMedia: { instagram: "@salzspeicher.sound" },
    bookingInfo: { available_for_booking: true, price_range: "600 – 1.200 €", contact_email: "sound@salzspeicher-kollektiv.de" },
  },
  {
    name: "Dr. Friederike Albers",
    type: "speaker",
    genre: "Geschichte, Hanse",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Die Historikerin forscht zu Handelsnetzen der Hanse und erzählt in ihren Vorträgen anschaulich, wie Heringe, Salz und Tuch den Ostseeraum verbanden. Sie führt regelmäßig durch das Europäische Hansemuseum.",
    socialMedia: { linkedin: "https://linkedin.com/in/friederike-albers" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "500 – 900 €",
      contact_email: "vortrag@f-albers.de",
      requirements: "Beamer, HDMI-Anschluss, Mikrofon ab 60 Personen",
    },
    isVerified: true,
  },
  {
    name: "Tarek Said",
    type: "speaker",
    genre: "Stadtentwicklung, Klimaanpassung",
    location: "Hamburg",
    cityId: "hamburg",
    bio: "Tarek Said ist Stadtplaner und spricht darüber, wie Städte mit Hitze, Starkregen und steigendem Meeresspiegel umgehen können – verständlich, optimistisch und mit vielen Beispielen aus dem Norden.",
    socialMedia: { linkedin: "https://linkedin.com/in/tarek-said", website: "https://tareksaid.de" },
    bookingInfo: { available_for_booking: true, price_range: "900 – 1.800 €", contact_email: "office@tareksaid.de" },
  },
  {
    name: "Compagnie Ostwind",
    type: "performer",
    genre: "Zeitgenössischer Tanz, Akrobatik",
    location: "Kiel",
    cityId: "kiel",
    bio: "Die fünfköpfige Compagnie verbindet Tanz, Luftakrobatik und Live-Musik. Ihre Stücke entstehen oft ortsspezifisch – in Hafenhallen, auf Marktplätzen oder am Strand.",
    socialMedia: { instagram: "@compagnie.ostwind", vimeo: "https://vimeo.com/compagnieostwind" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "2.500 – 5.000 €",
      contact_email: "produktion@compagnie-ostwind.de",
      requirements: "Ebener Boden ab 10 × 8 m, Hängepunkt für Vertikaltuch",
    },
    isFeatured: true,
  },
  {
    name: "Ella Vogt",
    type: "performer",
    genre: "Zauberei, Familienshow",
    location: "Bad Schwartau",
    cityId: "luebeck",
    bio: "Ella Vogt zaubert für Kinder und Erwachsene – mit Seilen, Karten und viel Humor. Ihre Mitmach-Shows sind auf Familienfesten und Geburtstagen im ganzen Norden gefragt.",
    socialMedia: { instagram: "@ellavogt.zaubert" },
    bookingInfo: {
      available_for_booking: true,
      price_range: "350 – 700 €",
      contact_email: "hallo@ellavogt.de",
      requirements: "Freie Spielfläche 3 × 3 m, Stromanschluss",
    },
  },
  {
    name: "Greta Lindqvist",
    type: "painter",
    genre: "Malerei, Ostseelandschaften",
    location: "Travemünde",
    cityId: "luebeck",
    bio: "Greta Lindqvist malt das Licht über der Lübecker Bucht – mal in großformatigen Ölbildern, mal in schnellen Aquarellen direkt am Strand. Ihr Atelier am Priwall öffnet sie einmal im Monat für Besucher.",
    socialMedia: { instagram: "@greta.lindqvist.art", website: "https://gretalindqvist.de" },
    bookingInfo: { available_for_booking: true, price_range: "Workshops ab 450 €", contact_email: "atelier@gretalindqvist.de" },
    isVerified: true,
  },
  {
    name: "Mehmet Aydın",
    type: "painter",
    genre: "Urban Art, Murals",
    location: "Berlin",
    cityId: "berlin",
    bio: "Mehmet Aydın gestaltet Hauswände in Berlin, Istanbul und Lissabon. Seine farbintensiven Murals erzählen Geschichten aus der Nachbarschaft und entstehen oft gemeinsam mit Anwohnerinnen und Anwohnern.",
    socialMedia: { instagram: "@mehmet.aydin.walls" },
    bookingInfo: { available_for_booking: true, price_range: "nach Projekt", contact_email: "studio@aydin-walls.de" },
  },
  {
    name: "Paul Reimers",
    type: "photographer",
    genre: "Architektur- und Stadtfotografie",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Paul Reimers fotografiert Lübeck zu Uhrzeiten, zu denen andere schlafen: Gänge im Morgennebel, Giebel im Streiflicht, die Trave bei Eisgang. Seine Bildbände sind in jeder Lübecker Buchhandlung zu finden.",
    socialMedia: { instagram: "@paulreimers.foto", website: "https://paulreimers.de" },
    bookingInfo: { available_for_booking: true, price_range: "Tagessatz 900 €", contact_email: "mail@paulreimers.de" },
    website: "https://paulreimers.de",
    isVerified: true,
  },
  {
    name: "Sina Hoffmann",
    type: "photographer",
    genre: "Konzert- und Porträtfotografie",
    location: "Hamburg",
    cityId: "hamburg",
    bio: "Sina Hoffmann steht seit zehn Jahren im Fotograben der Hamburger Clubs. Ihre Schwarzweißporträts von Musikerinnen und Musikern wurden in mehreren Ausstellungen gezeigt.",
    socialMedia: { instagram: "@sinahoffmann.photo" },
    bookingInfo: { available_for_booking: false },
  },
  {
    name: "Ben Carstens",
    type: "musician",
    genre: "Liedermacher, Plattdeutsch",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Ben Carstens singt auf Hoch- und Plattdeutsch über Fischer, Fährleute und die kleinen Dinge. Mit Akkordeon und Gitarre tritt er in Kneipen, Kirchen und auf Dorffesten auf.",
    socialMedia: { instagram: "@bencarstens.musik" },
    bookingInfo: { available_for_booking: true, price_range: "300 – 700 €", contact_email: "ben@carstens-musik.de" },
  },
  {
    name: "Laura Kühn",
    type: "speaker",
    genre: "Literatur, Moderation",
    location: "Berlin",
    cityId: "berlin",
    bio: "Laura Kühn moderiert Lesungen und Literaturfestivals und spricht im Radio über neue Bücher. Sie ist bekannt für Gespräche, in denen Autorinnen und Autoren mehr erzählen als geplant.",
    socialMedia: { instagram: "@laurakuehn.liest" },
    bookingInfo: { available_for_booking: true, price_range: "400 – 800 €", contact_email: "kontakt@laurakuehn.de" },
  },
  {
    name: "Jannik Ohlsen",
    type: "comedian",
    genre: "Improtheater, Stand-up",
    location: "Lübeck",
    cityId: "luebeck",
    bio: "Jannik Ohlsen leitet das Lübecker Impro-Ensemble „Spontan an der Trave“ und steht solo mit Geschichten aus seinem Alltag als Lehrer auf der Bühne.",
    socialMedia: { instagram: "@jannik.ohlsen" },
    bookingInfo: { available_for_booking: true, price_range: "500 – 1.000 €", contact_email: "jannik@spontan-trave.de" },
  },
];

export type OrganizerSeed = {
  key: string;
  name: string;
  cityId: CitySeed["id"];
  description: string;
  website: string;
  email: string;
  phone?: string;
  socialMedia: Record<string, string>;
  isVerified: boolean;
};

export const ORGANIZERS: OrganizerSeed[] = [
  {
    key: "kulturwerft",
    name: "Kulturwerft Lübeck",
    cityId: "luebeck",
    description:
      "Die Kulturwerft Lübeck veranstaltet Konzerte, Clubnächte, Märkte und Festivals auf dem Gelände der ehemaligen Gollan-Werft an der Trave.",
    website: "https://www.kulturwerft-gollan.de",
    email: "programm@kulturwerft-luebeck.de",
    phone: "0451 38870-0",
    socialMedia: { instagram: "@kulturwerft.luebeck", facebook: "https://facebook.com/kulturwerftluebeck" },
    isVerified: true,
  },
  {
    key: "hansekultur",
    name: "Hansekultur e.V.",
    cityId: "luebeck",
    description:
      "Der gemeinnützige Verein fördert Theater, bildende Kunst und Stadtgeschichte in Lübeck – mit Führungen, Ausstellungen und Gastspielen.",
    website: "https://hansekultur.de",
    email: "info@hansekultur.de",
    socialMedia: { instagram: "@hansekultur" },
    isVerified: true,
  },
  {
    key: "literaturhaus",
    name: "Literaturhaus an der Trave e.V.",
    cityId: "luebeck",
    description: "Lesungen, Schreibwerkstätten und Poetry Slams – das Literaturhaus bringt Bücher und Menschen zusammen.",
    website: "https://literaturhaus-trave.de",
    email: "lesen@literaturhaus-trave.de",
    socialMedia: { instagram: "@literaturhaus.trave" },
    isVerified: true,
  },
  {
    key: "strandkultur",
    name: "Travemünder Strandkultur GmbH",
    cityId: "luebeck",
    description: "Veranstalter der Open-Air-Konzerte, Sandskulpturen-Tage und Familienfeste an der Travemünder Promenade.",
    website: "https://strandkultur-travemuende.de",
    email: "hallo@strandkultur-travemuende.de",
    phone: "04502 88820",
    socialMedia: { instagram: "@strandkultur.travemuende" },
    isVerified: true,
  },
  {
    key: "nordlicht",
    name: "Nordlicht Events GmbH",
    cityId: "luebeck",
    description: "Konzerte, Partys und kulinarische Events in Lübeck und Umgebung – von der Wohnzimmerlesung bis zum Festival.",
    website: "https://nordlicht-events.de",
    email: "tickets@nordlicht-events.de",
    socialMedia: { instagram: "@nordlicht.events" },
    isVerified: false,
  },
  {
    key: "luebeck-laeuft",
    name: "Lübeck bewegt e.V.",
    cityId: "luebeck",
    description: "Der Verein organisiert Läufe, Radtouren, Kanutouren und Sportangebote für alle Altersgruppen in und um Lübeck.",
    website: "https://luebeck-bewegt.de",
    email: "mitmachen@luebeck-bewegt.de",
    socialMedia: { instagram: "@luebeck.bewegt" },
    isVerified: true,
  },
  {
    key: "kinderkultur",
    name: "Kinderkultur Nord e.V.",
    cityId: "luebeck",
    description: "Theater, Werkstätten und Ferienprogramme für Kinder und Familien in Schleswig-Holstein.",
    website: "https://kinderkultur-nord.de",
    email: "info@kinderkultur-nord.de",
    socialMedia: { instagram: "@kinderkultur.nord" },
    isVerified: true,
  },
  {
    key: "elbklang",
    name: "Elbklang Konzerte GmbH",
    cityId: "hamburg",
    description: "Konzertagentur aus Hamburg mit Programmen von Kammermusik bis Indie-Pop in den Sälen und Clubs der Stadt.",
    website: "https://elbklang-konzerte.de",
    email: "service@elbklang-konzerte.de",
    socialMedia: { instagram: "@elbklang" },
    isVerified: true,
  },
  {
    key: "foerdekultur",
    name: "Förde Kultur gGmbH",
    cityId: "kiel",
    description: "Die Förde Kultur gestaltet Konzerte, Lesungen, Stadtfeste und Sportevents in Kiel und an der Förde.",
    website: "https://foerde-kultur.de",
    email: "kontakt@foerde-kultur.de",
    socialMedia: { instagram: "@foerdekultur" },
    isVerified: true,
  },
  {
    key: "spreeufer",
    name: "Spreeufer Kollektiv",
    cityId: "berlin",
    description: "Ein Kollektiv aus Veranstalterinnen, DJs und Kuratoren, das in Berlin Clubnächte, Ausstellungen und Filmabende organisiert.",
    website: "https://spreeufer-kollektiv.de",
    email: "hi@spreeufer-kollektiv.de",
    socialMedia: { instagram: "@spreeufer.kollektiv" },
    isVerified: false,
  },
];

export type BusinessSeed = {
  name: string;
  cityId: CitySeed["id"];
  city: string;
  category: string;
  description: string;
  email: string;
  phone?: string;
  website?: string;
  /** Key of a place this business runs. */
  placeKey?: string;
  /** Owned by the demo business account. */
  ownedByDemoAccount?: boolean;
  isVerified?: boolean;
};

export const BUSINESSES: BusinessSeed[] = [
  {
    name: "Kaffeerösterei am Koberg",
    cityId: "luebeck",
    city: "Lübeck",
    category: "cafe",
    description: "Familiengeführte Kaffeerösterei mit Café, Röstkursen und Bohnenverkauf am Koberg.",
    email: "hallo@kaffeeroesterei-koberg.de",
    phone: "0451 2968410",
    placeKey: "kaffeeroesterei",
    ownedByDemoAccount: true,
    isVerified: true,
  },
  {
    name: "Gasthaus an der Obertrave",
    cityId: "luebeck",
    city: "Lübeck",
    category: "restaurant",
    description: "Restaurant mit norddeutscher Küche und Terrasse an der Obertrave.",
    email: "tisch@gasthaus-obertrave.de",
    phone: "0451 7071230",
    placeKey: "obertrave",
    isVerified: true,
  },
  {
    name: "Bar Hafenkante",
    cityId: "luebeck",
    city: "Lübeck",
    category: "bar",
    description: "Cocktailbar an der Untertrave mit Live-Jazz am Donnerstag.",
    email: "cheers@bar-hafenkante.de",
    placeKey: "hafenkante",
  },
  {
    name: "Schwartauer Brauwerk",
    cityId: "luebeck",
    city: "Bad Schwartau",
    category: "restaurant",
    description: "Gasthausbrauerei mit Biergarten und Brauseminaren in Bad Schwartau.",
    email: "info@schwartauer-brauwerk.de",
    placeKey: "brauwerk-schwartau",
  },
  {
    name: "Strandcafé Priwall",
    cityId: "luebeck",
    city: "Lübeck-Travemünde",
    category: "cafe",
    description: "Saisoncafé an der Priwallfähre mit Fischbrötchen und Blechkuchen.",
    email: "moin@strandcafe-priwall.de",
    placeKey: "strandcafe-priwall",
  },
  {
    name: "Elbkaffee Ottensen",
    cityId: "hamburg",
    city: "Hamburg",
    category: "cafe",
    description: "Specialty-Coffee-Bar in Ottensen mit eigener Backstube.",
    email: "hej@elbkaffee.de",
    placeKey: "elbkaffee",
    isVerified: true,
  },
  {
    name: "Trave-Rad Fahrradverleih",
    cityId: "luebeck",
    city: "Lübeck",
    category: "service",
    description: "Fahrrad- und E-Bike-Verleih am Hauptbahnhof mit Tourenvorschlägen an Trave und Wakenitz.",
    email: "verleih@trave-rad.de",
    phone: "0451 4089930",
    website: "https://trave-rad.de",
  },
  {
    name: "Förde-Segelschule Kiel",
    cityId: "kiel",
    city: "Kiel",
    category: "sports",
    description: "Segelkurse für Einsteiger und Fortgeschrittene, Schnuppertörns und Charter auf der Kieler Förde.",
    email: "ahoi@foerde-segelschule.de",
    website: "https://foerde-segelschule.de",
  },
];
