/** Name material for the fictional association. Town names are real places of each Kreis. */

export const BEZIRKE = [
  { name: "Oberbayern", north: false },
  { name: "Niederbayern", north: false },
  { name: "Schwaben", north: false },
  { name: "Oberpfalz", north: true },
  { name: "Oberfranken", north: true },
  { name: "Mittelfranken", north: true },
  { name: "Unterfranken", north: true },
] as const;

export interface KreisSeed {
  name: string;
  bezirk: string;
  postalPrefix: string;
  towns: string[];
}

export const KREISE: KreisSeed[] = [
  { name: "München", bezirk: "Oberbayern", postalPrefix: "81", towns: ["München", "Unterhaching", "Ottobrunn", "Haar", "Grünwald", "Pullach", "Garching", "Ismaning", "Unterföhring", "Aschheim", "Neubiberg", "Taufkirchen", "Oberhaching", "Planegg", "Gräfelfing", "Germering", "Puchheim", "Gauting"] },
  { name: "Donau/Isar", bezirk: "Oberbayern", postalPrefix: "85", towns: ["Freising", "Erding", "Moosburg", "Dachau", "Pfaffenhofen", "Ingolstadt", "Neuburg", "Schrobenhausen", "Eichstätt", "Manching", "Gaimersheim", "Karlsfeld", "Markt Indersdorf", "Wartenberg"] },
  { name: "Inn/Salzach", bezirk: "Oberbayern", postalPrefix: "83", towns: ["Rosenheim", "Traunstein", "Mühldorf", "Altötting", "Wasserburg", "Burghausen", "Waldkraiburg", "Bad Aibling", "Kolbermoor", "Prien", "Trostberg", "Traunreut", "Freilassing", "Bad Reichenhall", "Laufen"] },
  { name: "Zugspitze", bezirk: "Oberbayern", postalPrefix: "82", towns: ["Garmisch-Partenkirchen", "Weilheim", "Penzberg", "Murnau", "Peißenberg", "Schongau", "Landsberg", "Fürstenfeldbruck", "Bad Tölz", "Geretsried", "Wolfratshausen", "Holzkirchen", "Miesbach", "Peiting"] },
  { name: "Niederbayern Ost", bezirk: "Niederbayern", postalPrefix: "94", towns: ["Passau", "Deggendorf", "Vilshofen", "Plattling", "Regen", "Zwiesel", "Freyung", "Grafenau", "Osterhofen", "Pocking", "Hauzenberg", "Waldkirchen"] },
  { name: "Niederbayern West", bezirk: "Niederbayern", postalPrefix: "84", towns: ["Landshut", "Dingolfing", "Straubing", "Landau", "Vilsbiburg", "Eggenfelden", "Pfarrkirchen", "Mainburg", "Rottenburg", "Ergolding", "Essenbach", "Bogen"] },
  { name: "Allgäu", bezirk: "Schwaben", postalPrefix: "87", towns: ["Kempten", "Kaufbeuren", "Memmingen", "Füssen", "Sonthofen", "Immenstadt", "Marktoberdorf", "Lindau", "Mindelheim", "Bad Wörishofen", "Oberstdorf", "Lindenberg"] },
  { name: "Augsburg", bezirk: "Schwaben", postalPrefix: "86", towns: ["Augsburg", "Friedberg", "Königsbrunn", "Gersthofen", "Neusäß", "Stadtbergen", "Bobingen", "Schwabmünchen", "Aichach", "Mering", "Diedorf", "Zusmarshausen"] },
  { name: "Donau", bezirk: "Schwaben", postalPrefix: "89", towns: ["Neu-Ulm", "Günzburg", "Dillingen", "Donauwörth", "Nördlingen", "Krumbach", "Illertissen", "Senden", "Weißenhorn", "Lauingen", "Wertingen", "Rain"] },
  { name: "Amberg/Weiden", bezirk: "Oberpfalz", postalPrefix: "92", towns: ["Amberg", "Weiden", "Sulzbach-Rosenberg", "Vilseck", "Hirschau", "Tirschenreuth", "Eschenbach", "Grafenwöhr", "Vohenstrauß", "Kemnath", "Schwandorf", "Nabburg"] },
  { name: "Regensburg", bezirk: "Oberpfalz", postalPrefix: "93", towns: ["Regensburg", "Neutraubling", "Regenstauf", "Cham", "Roding", "Bad Kötzting", "Furth im Wald", "Kelheim", "Abensberg", "Burglengenfeld", "Nittenau", "Lappersdorf"] },
  { name: "Bamberg", bezirk: "Oberfranken", postalPrefix: "96", towns: ["Bamberg", "Hallstadt", "Hirschaid", "Scheßlitz", "Forchheim", "Ebermannstadt", "Baunach", "Burgebrach", "Strullendorf", "Memmelsdorf", "Stegaurach"] },
  { name: "Bayreuth/Kulmbach", bezirk: "Oberfranken", postalPrefix: "95", towns: ["Bayreuth", "Kulmbach", "Pegnitz", "Bindlach", "Creußen", "Thurnau", "Stadtsteinach", "Mainleus", "Neudrossenfeld", "Weidenberg"] },
  { name: "Coburg/Kronach/Lichtenfels", bezirk: "Oberfranken", postalPrefix: "96", towns: ["Coburg", "Kronach", "Lichtenfels", "Neustadt bei Coburg", "Rödental", "Bad Staffelstein", "Burgkunstadt", "Ludwigsstadt", "Michelau", "Ebersdorf"] },
  { name: "Hof/Marktredwitz", bezirk: "Oberfranken", postalPrefix: "95", towns: ["Hof", "Marktredwitz", "Selb", "Wunsiedel", "Naila", "Münchberg", "Rehau", "Schwarzenbach", "Arzberg", "Helmbrechts"] },
  { name: "Erlangen/Pegnitzgrund", bezirk: "Mittelfranken", postalPrefix: "91", towns: ["Erlangen", "Herzogenaurach", "Lauf", "Hersbruck", "Baiersdorf", "Eckental", "Röthenbach", "Schnaittach", "Höchstadt", "Heroldsberg"] },
  { name: "Neumarkt/Jura", bezirk: "Mittelfranken", postalPrefix: "92", towns: ["Neumarkt", "Berching", "Freystadt", "Parsberg", "Velburg", "Hilpoltstein", "Roth", "Greding", "Beilngries", "Allersberg"] },
  { name: "Nürnberg/Frankenhöhe", bezirk: "Mittelfranken", postalPrefix: "90", towns: ["Nürnberg", "Fürth", "Schwabach", "Zirndorf", "Stein", "Oberasbach", "Ansbach", "Rothenburg", "Dinkelsbühl", "Feuchtwangen", "Cadolzburg", "Langenzenn"] },
  { name: "Aschaffenburg", bezirk: "Unterfranken", postalPrefix: "63", towns: ["Aschaffenburg", "Alzenau", "Goldbach", "Miltenberg", "Obernburg", "Erlenbach", "Klingenberg", "Großostheim", "Kleinostheim", "Elsenfeld"] },
  { name: "Rhön", bezirk: "Unterfranken", postalPrefix: "97", towns: ["Bad Kissingen", "Bad Neustadt", "Hammelburg", "Bad Brückenau", "Mellrichstadt", "Münnerstadt", "Bad Königshofen", "Ostheim", "Oberthulba", "Burkardroth"] },
  { name: "Schweinfurt", bezirk: "Unterfranken", postalPrefix: "97", towns: ["Schweinfurt", "Haßfurt", "Gerolzhofen", "Werneck", "Niederwerrn", "Sennfeld", "Grafenrheinfeld", "Eltmann", "Zeil", "Knetzgau"] },
  { name: "Würzburg", bezirk: "Unterfranken", postalPrefix: "97", towns: ["Würzburg", "Kitzingen", "Ochsenfurt", "Karlstadt", "Marktheidenfeld", "Lohr", "Gemünden", "Veitshöchheim", "Höchberg", "Randersacker", "Dettelbach", "Volkach"] },
];

export const CLUB_PREFIXES = [
  ["TSV", 9], ["SV", 9], ["FC", 7], ["SpVgg", 4], ["TuS", 3], ["SC", 4], ["DJK", 3], ["ASV", 2], ["FSV", 2],
  ["1. FC", 2], ["BSC", 1], ["SG", 2], ["TSG", 1], ["VfB", 2], ["VfL", 2], ["FV", 1], ["TV", 2], ["ESV", 1],
] as const;

export const TOWN_SUFFIXES = ["Nord", "Süd", "Ost", "West", "Mitte", "am See", "an der Isar", "Land", "Stadt", "Au"];

export const MALE_FIRST_NAMES = [
  "Lukas", "Leon", "Maximilian", "Felix", "Jonas", "Paul", "Elias", "Noah", "Ben", "Luca", "Tim", "Finn", "Moritz",
  "Jakob", "Simon", "Florian", "Tobias", "Sebastian", "Michael", "Andreas", "Stefan", "Thomas", "Markus", "Christian",
  "Daniel", "Matthias", "Johannes", "Benedikt", "Korbinian", "Quirin", "Xaver", "Vincent", "Anton", "Emil", "Theo",
  "Niklas", "Fabian", "Dominik", "Patrick", "Marco", "Kevin", "Dennis", "Alexander", "Julian", "David", "Samuel",
  "Can", "Emre", "Luka", "Ivan", "Mehmet", "Ardit", "Kerem", "Milan", "Nikola", "Marius", "Valentin", "Raphael",
];

export const FEMALE_FIRST_NAMES = [
  "Anna", "Lena", "Laura", "Julia", "Sophie", "Marie", "Emma", "Mia", "Hannah", "Lea", "Lisa", "Sarah", "Katharina",
  "Theresa", "Magdalena", "Franziska", "Johanna", "Veronika", "Carina", "Selina", "Vanessa", "Jana", "Nina", "Eva",
  "Clara", "Amelie", "Leonie", "Paula", "Ida", "Greta", "Elif", "Ana", "Lara", "Alina", "Melina", "Vroni", "Kathi",
];

export const LAST_NAMES = [
  "Müller", "Schmid", "Schneider", "Fischer", "Weber", "Meier", "Wagner", "Huber", "Bauer", "Becker", "Hoffmann",
  "Schulz", "Koch", "Richter", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Hofmann", "Krüger",
  "Hartmann", "Lange", "Werner", "Maier", "Mayer", "Lehmann", "Kaiser", "Fuchs", "Herrmann", "Lang", "Thomas",
  "Gruber", "Pichler", "Wimmer", "Brunner", "Moser", "Steiner", "Hofer", "Leitner", "Berger", "Aigner", "Obermeier",
  "Straßer", "Eder", "Kammerer", "Reiter", "Seidl", "Lechner", "Stadler", "Hölzl", "Kraus", "Winkler", "Götz",
  "Frank", "Roth", "Beck", "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster", "Simon", "Vogel", "Friedrich",
  "Yılmaz", "Kaya", "Demir", "Novak", "Horvat", "Kovač", "Popescu", "Nowak", "Rossi", "Ferreira", "Papadopoulos",
];

export const STREET_NAMES = [
  "Sportplatzstraße", "Am Sportpark", "Schulstraße", "Hauptstraße", "Bahnhofstraße", "Kirchweg", "Am Anger",
  "Waldstraße", "Jahnstraße", "Gartenstraße", "Lindenstraße", "Am Stadion", "Feldweg", "Mühlweg", "Isarstraße",
];

export const CLUB_COLOURS = [
  ["#c8102e", "#ffffff"], ["#00529f", "#ffffff"], ["#006633", "#ffffff"], ["#000000", "#ffffff"],
  ["#ffd200", "#000000"], ["#5b2c83", "#ffffff"], ["#00a0e1", "#ffffff"], ["#8b0000", "#ffd200"],
  ["#ffffff", "#006633"], ["#f18700", "#000000"], ["#1d3f8f", "#c8102e"], ["#2e7d32", "#ffd200"],
] as const;

export const NATIONALITIES = [
  ["deutsch", 82], ["österreichisch", 3], ["türkisch", 4], ["kroatisch", 2], ["italienisch", 2], ["polnisch", 2],
  ["albanisch", 1], ["rumänisch", 1], ["serbisch", 1], ["griechisch", 1], ["ukrainisch", 1],
] as const;
