import type { Translations } from "./types";

/** Polish. */
export const PL: Translations = {
  health: "zdrowie|ochrona zdrowia|medyczny|medyczna|medycyna",
  "health/care-delivery": "szpital|szpitale|klinika|kliniki|przychodnia|przychodnie|dom opieki|pacjenci|lekarze",
  "health/care-delivery/pharmacy": "apteka|apteki",
  "health/pharma": "farmaceutyczna|firma farmaceutyczna|leki",
  "health/biotech": "biotechnologia|biotechnologiczna",
  "health/medtech": "wyroby medyczne|sprzęt medyczny",
  "health/dental": "dentysta|stomatologia|gabinet stomatologiczny",
  "consumer/food-beverage":
    "żywność|spożywcza|piekarnia|piekarnie|browar|browary|napoje|kawiarnia|kawiarnie|sieć kawiarni|" +
    "restauracje|sieć restauracji|czekolada|mleczarnia",
  "consumer/fashion-beauty/beauty": "kosmetyki|kosmetyczna|uroda|pielęgnacja skóry",
  "consumer/fashion-beauty/apparel": "odzież|marka odzieżowa|obuwie|moda",
  "consumer/travel": "hotele|sieć hoteli|turystyka|biuro podróży",
  "consumer/home/home-goods": "meble|producent mebli",
  "consumer/fitness-wellness": "siłownia|siłownie|kluby fitness",
  "fintech/banking": "banki|bankowość",
  "fintech/insurtech": "ubezpieczenia|ubezpieczyciel|towarzystwo ubezpieczeniowe",
  "fintech/lending": "pożyczki|kredyty|pożyczkodawca",
  "fintech/accounting": "księgowość|biuro rachunkowe",
  "industrial/manufacturing": "producent|fabryka|fabryki|huta|zakład produkcyjny|poddostawca",
  "industrial/manufacturing/advanced-materials": "chemia|chemiczna|tworzywa sztuczne",
  "industrial/construction": "budownictwo|firma budowlana|deweloper",
  "industrial/logistics": "logistyka|firma transportowa|spedycja|przewoźnik",
  "climate/solar": "fotowoltaika|farma fotowoltaiczna|panele słoneczne",
  "climate/wind": "energetyka wiatrowa|farma wiatrowa|wiatraki",
  climate: "dekarbonizacja|zeroemisyjny|odnawialne źródła energii|energetyka|spółka energetyczna",
  "climate/agtech": "rolnictwo|rolnicy|gospodarstwo rolne",
  proptech: "nieruchomości|biuro nieruchomości|mieszkania",
  edtech: "szkoła|szkoły|edukacja|uczelnia|uniwersytet",
  legaltech: "kancelaria prawna|kancelaria|adwokaci|radcy prawni",
  mobility: "dealer samochodowy|motoryzacja|mobilność",
  "work/recruiting": "agencja pracy|rekrutacja",
  "climate/buildings": "pompa ciepła|pompy ciepła|termomodernizacja|efektywność energetyczna",
};
