/*
 * Demonyms of the places table (data.ts) as the Romance-language press writes them, in lower case and in each gender
 * and number ("la firma valenciana de calzado", "la startup mexicana", "une start-up lyonnaise"): what a namesake's
 * descriptor places it by. Each row: the words, the country, and the city when the word names one.
 */

export type DemonymRow = [words: string, country: string, city?: string];

export const DEMONYMS: DemonymRow[] = [
  // Spain.
  ["español española españoles españolas espanhol espanhola espagnol espagnole", "ES"],
  ["madrileño madrileña madrileños madrileñas", "ES", "Madrid"],
  ["barcelonés barcelonesa barceloneses", "ES", "Barcelona"],
  ["valenciano valenciana valencianos valencianas", "ES", "Valencia"],
  ["sevillano sevillana", "ES", "Seville"],
  ["bilbaíno bilbaína", "ES", "Bilbao"],
  ["malagueño malagueña", "ES", "Málaga"],
  ["catalán catalana catalanes", "ES"],
  ["vasco vasca vascos", "ES"],
  ["gallego gallega", "ES"],
  ["andaluz andaluza", "ES"],
  // Mexico.
  ["mexicano mexicana mexicanos mexicanas mexicain mexicaine", "MX"],
  ["regiomontano regiomontana", "MX", "Monterrey"],
  ["tapatío tapatía", "MX", "Guadalajara"],
  ["oaxaqueño oaxaqueña yucateco yucateca poblano poblana", "MX"],
  // Colombia, Argentina, Chile, Peru.
  ["colombiano colombiana colombianos colombianas colombien colombienne", "CO"],
  ["bogotano bogotana", "CO", "Bogotá"],
  ["paisa antioqueño antioqueña", "CO", "Medellín"],
  ["argentino argentina argentinos argentinas argentin", "AR"],
  ["porteño porteña", "AR", "Buenos Aires"],
  ["chileno chilena chilenos chilenas chilien chilienne", "CL"],
  ["santiaguino santiaguina", "CL", "Santiago"],
  ["peruano peruana peruanos peruanas péruvien péruvienne", "PE"],
  ["limeño limeña", "PE", "Lima"],
  // Brazil, Portugal.
  ["brasileño brasileña brasileiro brasileira brasileiros brasileiras brésilien brésilienne", "BR"],
  ["paulista paulistano paulistana", "BR", "São Paulo"],
  ["carioca", "BR", "Rio de Janeiro"],
  ["mineiro mineira gaúcho gaúcha", "BR"],
  ["portugués portuguesa portugueses português portugais portugaise", "PT"],
  ["lisboeta lisboetas", "PT", "Lisbon"],
  ["portuense", "PT", "Porto"],
  // French-speaking Africa.
  ["ivoirien ivoirienne ivoiriens marfileño marfileña", "CI"],
  ["sénégalais sénégalaise sénégalaises", "SN"],
  ["camerounais camerounaise", "CM"],
  ["marocain marocaine marocains marroquí", "MA"],
  ["tunisien tunisienne tunecino tunecina", "TN"],
  // France, Italy, Germany, the United Kingdom, the United States.
  ["francés francesa franceses francês francesa français française", "FR"],
  ["parisino parisina parisien parisienne", "FR", "Paris"],
  ["lyonnais lyonnaise", "FR", "Lyon"],
  ["italiano italiana italianos italien italienne", "IT"],
  ["milanés milanesa milanese milanais milanaise", "IT", "Milan"],
  ["alemán alemana alemanes alemão alemã allemand allemande", "DE"],
  ["berlinés berlinesa berlinois berlinoise", "DE", "Berlin"],
  ["británico británica británicos britânico britânica britannique", "GB"],
  ["londinense londonien londonienne", "GB", "London"],
  ["estadounidense estadounidenses norteamericano norteamericana americano americana américain américaine", "US"],
  ["neoyorquino neoyorquina", "US", "New York"],
];
