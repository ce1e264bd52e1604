import type { Landmark, ThemeConfig } from "~/modules/cities/schema";
import { DEFAULT_THEME } from "~/modules/cities/schema";

export type CitySeed = {
  id: "luebeck" | "hamburg" | "kiel" | "berlin";
  name: string;
  tagline: string;
  description: string;
  latitude: number;
  longitude: number;
  postalCode: string;
  featured: boolean;
  sortOrder: number;
  themeConfig: ThemeConfig;
  landmarks: Landmark[];
  neighborhoods: string[];
};

export const CITIES: CitySeed[] = [
  {
    id: "luebeck",
    name: "Lübeck",
    tagline: "Königin der Hanse – Backsteingotik, Ostseewind und eine lebendige Kulturszene",
    description:
      "Lübeck verbindet fast 900 Jahre Hansegeschichte mit einem überraschend jungen Kulturleben. Die Altstadtinsel mit ihren Kirchtürmen, Gängen und Höfen gehört zum UNESCO-Welterbe, in Travemünde beginnt die Ostsee, und zwischen Theater, Musikhochschule, Museumsquartier und Kulturwerft Gollan ist an fast jedem Abend etwas los.",
    latitude: 53.8655,
    longitude: 10.6866,
    postalCode: "23552",
    featured: true,
    sortOrder: 0,
    themeConfig: DEFAULT_THEME,
    landmarks: [
      {
        name: "Holstentor",
        description: "Das spätgotische Stadttor von 1478 ist Lübecks Wahrzeichen und zeigt heute ein Museum zur Stadtgeschichte.",
        latitude: 53.8662,
        longitude: 10.6797,
      },
      {
        name: "St. Marien",
        description: "Die Ratskirche der Bürger gilt als Mutterkirche der Backsteingotik und besitzt das höchste Backsteingewölbe der Welt.",
        latitude: 53.8677,
        longitude: 10.6855,
      },
      {
        name: "Buddenbrookhaus",
        description: "Im Stammhaus der Familie Mann in der Mengstraße spielt Thomas Manns Roman „Buddenbrooks“.",
        latitude: 53.8681,
        longitude: 10.6847,
      },
      {
        name: "Europäisches Hansemuseum",
        description: "Das größte Museum zur Geschichte der Hanse liegt am Fuß des Burgklosters an der Untertrave.",
        latitude: 53.8718,
        longitude: 10.6893,
      },
      {
        name: "Salzspeicher",
        description: "Sechs Backsteinspeicher an der Obertrave, in denen bis ins 18. Jahrhundert Lüneburger Salz lagerte.",
        latitude: 53.8653,
        longitude: 10.6788,
      },
      {
        name: "Rathaus Lübeck",
        description: "Eines der ältesten Rathäuser Deutschlands, mit Schildwand und Arkaden am Markt.",
        latitude: 53.8671,
        longitude: 10.6866,
      },
      {
        name: "Strand Travemünde",
        description: "Lübecks Tor zur Ostsee mit feinem Sandstrand, Promenade und der Viermastbark Passat am Priwall.",
        latitude: 53.9648,
        longitude: 10.8747,
      },
    ],
    neighborhoods: [
      "Altstadt",
      "St. Lorenz Nord",
      "St. Lorenz Süd",
      "St. Jürgen",
      "St. Gertrud",
      "Moisling",
      "Buntekuh",
      "Kücknitz",
      "Travemünde",
      "Schlutup",
    ],
  },
  {
    id: "hamburg",
    name: "Hamburg",
    tagline: "Tor zur Welt – Hafen, Elbe und große Bühnen",
    description:
      "Hamburg lebt vom Wasser: Zwischen Elbe, Alster und Speicherstadt liegen Konzertsäle von Weltrang, Musicalbühnen, kleine Clubs auf St. Pauli und eine Café-Kultur, die in Ottensen und der Schanze bis spät in den Abend reicht.",
    latitude: 53.5511,
    longitude: 9.9937,
    postalCode: "20095",
    featured: false,
    sortOrder: 1,
    themeConfig: { primary_color: "#1d4ed8", secondary_color: "#0f766e", accent_color: "#f59e0b", theme: "light" },
    landmarks: [
      {
        name: "Elbphilharmonie",
        description: "Der Konzertsaal auf dem alten Kaispeicher ist mit seiner gläsernen Wellenkrone das neue Wahrzeichen der Stadt.",
        latitude: 53.5413,
        longitude: 9.9841,
      },
      {
        name: "Speicherstadt",
        description: "Der größte historische Lagerhauskomplex der Welt aus Backstein, seit 2015 UNESCO-Welterbe.",
        latitude: 53.5436,
        longitude: 9.9889,
      },
      {
        name: "St. Michaelis",
        description: "Der „Michel“ ist Hamburgs bekannteste Kirche; vom Turm reicht der Blick über Hafen und Elbe.",
        latitude: 53.5484,
        longitude: 9.9789,
      },
      {
        name: "Hamburger Rathaus",
        description: "Der prunkvolle Sandsteinbau am Rathausmarkt ist Sitz von Bürgerschaft und Senat.",
        latitude: 53.5503,
        longitude: 9.9925,
      },
      {
        name: "Landungsbrücken",
        description: "Von den schwimmenden Anlegern starten Hafenfähren und Barkassen zur Rundfahrt.",
        latitude: 53.5458,
        longitude: 9.9706,
      },
      {
        name: "Planten un Blomen",
        description: "Der Park zwischen Dammtor und Messe ist bekannt für seine Wasserlichtkonzerte an Sommerabenden.",
        latitude: 53.5605,
        longitude: 9.984,
      },
    ],
    neighborhoods: ["Altona", "St. Pauli", "Sternschanze", "Eimsbüttel", "Ottensen", "Winterhude", "HafenCity", "Barmbek", "Eppendorf"],
  },
  {
    id: "kiel",
    name: "Kiel",
    tagline: "Segelstadt an der Förde",
    description:
      "Kiel ist Landeshauptstadt, Hafenstadt und Segelrevier zugleich. An der Kiellinie ziehen Fähren und Windjammer vorbei, die Innenstadt hat eine junge Studierendenszene, und im Sommer verwandelt die Kieler Woche die ganze Stadt in eine Festmeile.",
    latitude: 54.3233,
    longitude: 10.1228,
    postalCode: "24103",
    featured: false,
    sortOrder: 2,
    themeConfig: { primary_color: "#0e7490", secondary_color: "#1e3a8a", accent_color: "#facc15", theme: "light" },
    landmarks: [
      {
        name: "Kiellinie",
        description: "Die Uferpromenade an der Förde führt vorbei an Segelhäfen, Aquarium und dem Landeshaus.",
        latitude: 54.3336,
        longitude: 10.1545,
      },
      {
        name: "Schleusen Holtenau",
        description: "Hier beginnt der Nord-Ostsee-Kanal, die meistbefahrene künstliche Wasserstraße der Welt.",
        latitude: 54.37,
        longitude: 10.141,
      },
      {
        name: "Kieler Rathaus",
        description: "Der 106 Meter hohe Rathausturm nach dem Vorbild des Campanile in Venedig prägt die Innenstadt.",
        latitude: 54.3178,
        longitude: 10.1333,
      },
      {
        name: "Kieler Schloss",
        description: "Der Nachkriegsbau am Schlossgarten beherbergt heute einen der größten Konzertsäle Schleswig-Holsteins.",
        latitude: 54.3237,
        longitude: 10.1439,
      },
      {
        name: "Marine-Ehrenmal Laboe",
        description: "Das 72 Meter hohe Ehrenmal am Ostufer der Förde bietet einen weiten Blick über die Kieler Bucht.",
        latitude: 54.41,
        longitude: 10.228,
      },
      {
        name: "Falckensteiner Strand",
        description: "Der längste Sandstrand Kiels liegt an der Förde-Mündung und ist bei Familien und Kitesurfern beliebt.",
        latitude: 54.4,
        longitude: 10.193,
      },
    ],
    neighborhoods: ["Altstadt", "Düsternbrook", "Gaarden", "Holtenau", "Schilksee", "Wik", "Brunswik", "Ravensberg", "Friedrichsort"],
  },
  {
    id: "berlin",
    name: "Berlin",
    tagline: "Hauptstadt der Nächte, Museen und Kieze",
    description:
      "Berlin ist nie fertig: Museen von Weltrang auf der Museumsinsel, legendäre Clubs in Friedrichshain und Kreuzberg, Theater, Kinos und Märkte in jedem Kiez – und mit dem Tempelhofer Feld eine der größten Freiflächen mitten in einer Großstadt.",
    latitude: 52.52,
    longitude: 13.405,
    postalCode: "10117",
    featured: false,
    sortOrder: 3,
    themeConfig: { primary_color: "#b91c1c", secondary_color: "#1f2937", accent_color: "#f59e0b", theme: "light" },
    landmarks: [
      {
        name: "Brandenburger Tor",
        description: "Das klassizistische Tor am Pariser Platz ist Symbol der deutschen Teilung und Wiedervereinigung.",
        latitude: 52.5163,
        longitude: 13.3777,
      },
      {
        name: "Museumsinsel",
        description: "Fünf Museen auf der Spreeinsel bilden ein Ensemble, das seit 1999 zum UNESCO-Welterbe zählt.",
        latitude: 52.5169,
        longitude: 13.4019,
      },
      {
        name: "East Side Gallery",
        description: "Das längste erhaltene Stück der Berliner Mauer ist heute eine 1,3 Kilometer lange Open-Air-Galerie.",
        latitude: 52.505,
        longitude: 13.4397,
      },
      {
        name: "Reichstagsgebäude",
        description: "Der Sitz des Bundestags mit der begehbaren Glaskuppel von Norman Foster.",
        latitude: 52.5186,
        longitude: 13.3761,
      },
      {
        name: "Fernsehturm",
        description: "Mit 368 Metern das höchste Bauwerk Deutschlands, mit Aussichtsetage über dem Alexanderplatz.",
        latitude: 52.5208,
        longitude: 13.4094,
      },
      {
        name: "Tempelhofer Feld",
        description: "Das ehemalige Flughafengelände ist heute ein riesiger Park für Skater, Drachenflieger und Picknicks.",
        latitude: 52.473,
        longitude: 13.401,
      },
    ],
    neighborhoods: ["Mitte", "Kreuzberg", "Friedrichshain", "Neukölln", "Prenzlauer Berg", "Schöneberg", "Wedding", "Charlottenburg"],
  },
];
