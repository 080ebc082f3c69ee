import type { Vocabulary } from "./vocabulary";

/**
 * Hungarian, folded ("tőkebevonás" is "tokebevonas", "felvásárolta" "felvasarolta"). Its suffixes change words
 * ("igazgatóként", "piacra"), so stems end in `*`.
 */
export const HU: Vocabulary = [
  // "500 millió forint befektetést vont be", "2 millió eurós tőkebevonást zárt le", "seed befektetési kör".
  ["fundraising", 3, "bevon|bevont|bevonott|gyujtott|szerzett|zart|kapott|kapta ~8 #amount"],
  ["fundraising", 3, "#amount ~3 befektetes*|tokebevonas*|finanszirozas*|tokeinjekcio*"],
  ["fundraising", 3, "befektetesi|finanszirozasi|seed|magveto kor*|kort|korben|korrel"],
  ["fundraising", 3, ["*tokebevonas*", "befektetest kapott|kaptunk"]],
  ["fundraising", 1.5, "vezetesevel|reszvetelevel"],
  // "elindítja", "piacra dobta", "mostantól elérhető".
  ["product_update", 2.5, "elinditja|elinditotta|elinditottuk|elinditjuk|bemutatja|bemutatta|bemutattuk"],
  ["product_update", 2.5, ["piacra dobja|dobta|dobtuk", "mostantol|mar elerheto"]],
  ["hiring", 2.5, ["bovitjuk ~2 csapat*", "munkatarsakat keresunk", "#integer uj munkatars*"]],
  // "csatlakozott a Paragrafushoz technológiai igazgatóként", "új vezérigazgatója", "kinevezte … vezérigazgatónak".
  ["leadership_change", 3.5, "csatlakozott|csatlakozik ~8 #exec"],
  ["leadership_change", 3.5, "uj ~2 #exec"],
  ["leadership_change", 3.5, "kinevez*|kineveztek ~6 #exec"],
  ["leadership_change", 3, "tavozik|tavozott ~3 ceg*|vallalat*|posztjarol|pozicio*"],
  [
    "corporate_event",
    3.5,
    [
      "felvasarolja|felvasarolta|felvasaroltuk|megvasarolta|megvette|megveszi ~3 #name",
      "felvasarolja|felvasarolta|felvasaroltuk|megvasarolta|megvette|megveszi ~3 ceg*|vallalat*|startup*",
      "felvasarlas*|akvizicio*",
      "egyesul*|fuziora|fuziot|fuzio",
    ],
  ],
  // A licence: "megkapta az MNB engedélyét", "engedélyt kapott".
  ["corporate_event", 3, ["megkapta|megkaptuk|kapta|kaptuk|szerezte|szereztuk ~5 engedely*|licenc*", "engedelyt kap*"]],
  // Expansion: "belép a lengyel piacra", "irodát nyit Varsóban".
  [
    "corporate_event",
    2.5,
    [
      "belep|belepett|belepunk|megjelenik|megjelent ~3 piac*",
      "irodat nyit*",
      "terjeszked* ~3 #place",
      "terjeszked* ~3 piac*",
    ],
  ],
  // A team cut, a shutdown, insolvency: "leépítést jelentett be", "megszünteti működését", "felszámolás".
  [
    "corporate_event",
    3.5,
    [
      "leepit*|letszamleepites*|elbocsat* ~4 #integer",
      "leepit*|letszamleepites*|elbocsat* ~4 munkatars*|dolgozo*",
      "leepitest|leepitesrol",
      "megszunteti|beszunteti|megszunik ~3 mukodes*|szolgaltatas*",
      "csodeljaras*|felszamolas*",
    ],
  ],
  [
    "customer_partnership",
    3,
    ["egyuttmukodesi|partnersegi megallapodas*", "szerzodes* ~3 alairt*|kotott*", "partnerseg* ~3 kot*|indit*"],
  ],
  // A milestone: "a milliomodik felhasználó", "már egymillió ügyfél".
  ["metrics_shared", 3, ["milliomodik ~2 felhasznalo*|ugyfel*|vasarlo*", "*millio ~2 felhasznalo*|ugyfel*|vasarlo*"]],
];
