import { phrases, type Vocabulary } from "./vocabulary";

/** Spanish. */
export const ES: Vocabulary = [
  // "levanta 3 millones de euros", "cierra una ronda de 5 millones", "hemos cerrado una ronda … de 1,8 millones"
  [
    "fundraising",
    3,
    "levanta|levanto|recauda|recaudo|cierra|cerro|consigue|consiguio|obtiene|obtuvo|capta|capto|asegura|aseguro|" +
      "levantamos|levantado|recaudamos|recaudado|cerramos|cerrado|conseguimos|conseguido|obtenido|captamos|captado|" +
      // Not a claim or a feat told with an infinitive: "asegura superar los 3 millones de escuchas".
      "aseguramos|asegurado !superar|tener|ser|contar|alcanzar|llegar|haber|estar|sumar|acumular ~10 #amount",
  ],
  ["fundraising", 3, "ronda de financiacion|inversion"],
  // A grant: "recibe una subvención de 2 millones", "2 millones de euros en subvenciones".
  [
    "fundraising",
    3,
    ["recibe|obtiene|consigue|logra ~6 subvencion|subvenciones", "#amount ~3 subvencion|subvenciones"],
  ],
  // An investor buying in: "Altiplano invierte US$120,000 en Reparto"; "el primer capital institucional".
  ["fundraising", 3, "invierte|invirtio|invertira ~3 #amount ~2 en"],
  ["fundraising", 2, "primer capital institucional"],
  ["fundraising", 3, "ronda semilla|seed|preseed|presemilla"],
  ["fundraising", 3, "ronda pre-seed"],
  ["fundraising", 3, "ronda serie a|b|c|d|e|f|g|h"],
  ["fundraising", 1.5, "liderada|encabezada|coliderada por"],
  // "lanza", "presentamos", "ya está disponible"
  ["product_update", 2.5, "lanza|lanzan|lanzo|lanzamos|presenta|presentamos|presento|estrena"],
  ["product_update", 2.5, "ya ?esta disponible"],
  // A clinical milestone: "primer paciente incluido en el estudio pivotal", "inicia su ensayo clínico de fase 2".
  [
    "product_update",
    3,
    ["primer|primera paciente ~3 incluido|incluida|reclutado|reclutada|tratado|tratada", "estudio|ensayo pivotal"],
  ],
  // A release note's label: "Nuevo: pagos divididos con Bizum".
  ["product_update", 1, "nuevo|nueva|novedad|mejorado|corregido :"],
  ["product_update", 2.5, "disponible desde hoy"],
  ["product_update", 2.5, "disponible a partir de hoy"],
  ["product_update", 2.5, "disponible ya|ahora"],
  ["product_update", 2.5, "en beta publica|abierta"],
  [
    "product_update",
    1.5,
    "nuevo|nueva|nuevos|nuevas funcionalidad|funcionalidades|funcion|version|aplicacion|integracion|producto",
  ],
  ["hiring", 2.5, "estamos contratando"],
  ["hiring", 2.5, "buscamos talento|personas"],
  ["hiring", 2.5, "buscamos a un|una"],
  ["hiring", 2.5, "unete a nuestro|el equipo"],
  ["hiring", 2, "varias|nuevas vacantes|posiciones"],
  ["hiring", 2, "varias|nuevas ofertas de empleo"],
  ["hiring", 1.5, "nuestro equipo crece"],
  // "se une a … como CTO", "nombra a … directora general"
  ["leadership_change", 3.5, "se une|incorpora|suma ~10 como|cargo ?de ?nuevo|nueva #exec"],
  ["leadership_change", 3.5, "ficha|nombra|incorpora|asume ~10 como|cargo ?de ?nuevo|nueva #exec"],
  ["leadership_change", 3.5, "nombra a ~6 #exec"],
  ["leadership_change", 2.5, "nuevo|nueva #exec"],
  // A first executive in a role is one who arrived: "la llegada de Ana como la primera CFO", "es nuestro primer COO".
  ["leadership_change", 3.5, "llegada ~6 como ?el|la|nuestro|nuestra ?nuevo|nueva|primer|primera #exec"],
  ["leadership_change", 3, "es|sera ?el|la ?nuestro|nuestra primer|primera #exec"],
  ["leadership_change", 3, "deja la compania|empresa"],
  ["leadership_change", 3, "dimite"],
  ["leadership_change", 3, "renuncia a su cargo"],
  ["corporate_event", 3.5, "adquiere|adquirio"],
  ["corporate_event", 3.5, "adquirido|adquirida|comprado|comprada por"],
  ["corporate_event", 3.5, "adquisicion de"],
  ["corporate_event", 3.5, "se fusiona con"],
  ["corporate_event", 3.5, "fusion con"],
  ["corporate_event", 3.5, "cierra sus puertas"],
  // "Rutaverde cesa su actividad el 30 de noviembre", "echa el cierre", "cierra definitivamente".
  ["corporate_event", 3.5, "cesa|cesara|cesamos|cesan su|sus|nuestra|nuestras actividad|actividades|operaciones"],
  ["corporate_event", 3.5, "echa|echamos|echara el cierre"],
  ["corporate_event", 3.5, "cierra|cerramos|cerrara definitivamente"],
  ["corporate_event", 3.5, "cese de ?la actividad"],
  // "Surtido cierra operaciones", "dejamos de operar el 29 de noviembre".
  [
    "corporate_event",
    3.5,
    ["cierra|cerramos|cerrara|cerro ?sus|nuestras operaciones", "deja|dejamos|dejara de operar"],
  ],
  // A decision to close told with the infinitive: "hemos tomado la difícil decisión de cerrar Bodeguita"; the last
  // orders taken: "dejará de recibir pedidos el 30 de noviembre".
  ["corporate_event", 3.5, ["decision de cerrar|clausurar", "decidido|decidimos|decidio cerrar|clausurar"]],
  ["corporate_event", 3, "dejara|dejaremos|dejamos de recibir|aceptar|tomar pedidos|ordenes"],
  // Two companies become one: "Planillo y Recibí se fusionan", "la fusión de Planillo y Recibí".
  ["corporate_event", 3.5, ["se fusionan", "fusion de #name y #name"]],
  // The company joins another: "ahora forma parte de Grupo Bimbo", "pasa a formar parte de".
  // "se une a Grupo Berrocal", "se integra en el grupo"; an acquirer's footer: "una empresa de Grupo Berrocal".
  [
    "corporate_event",
    3.5,
    [
      "ahora forma|formamos parte de|del",
      "pasa|pasamos a formar parte de|del",
      "se une|integra|incorpora a|al|en ?el grupo",
      "una empresa|compania del|de ?el grupo",
    ],
  ],
  // "Grupo Berrocal ha adquirido el 100% de Recadero": the company is a party when its name is the object.
  ["corporate_event", 3.5, "ha|han|hemos adquirido|comprado ~3 de|a"],
  // A licence as the regulator's: "fue autorizada por la CNBV para operar como IFPE"; not a partner described.
  ["corporate_event", 3, "es|fue|esta|ahora ~4 autorizada|autorizado por|para"],
  // A licence: "obtiene autorización de la CNBV para operar como IFPE", "recibe la licencia bancaria".
  ["corporate_event", 3, "obtiene|obtuvo|recibe|recibio|consigue|consiguio ~3 autorizacion|licencia"],
  // A chain carrying the product: "se canjean en más de 22,000 tiendas OXXO".
  ["customer_partnership", 3, "en mas de #number tiendas|sucursales|farmacias|supermercados"],
  // Sold in a chain's stores, as brands say it: "se venden en las 142 tiendas de Almacenes Cordillera".
  [
    "customer_partnership",
    3,
    "se vende|venden en ?las|los|sus ?#number tiendas|sucursales|farmacias|supermercados|almacenes",
  ],
  ["customer_partnership", 3, "alianza|acuerdo con"],
  // A customer putting the company's product into its sites: "Grupo Ferra despliega la plataforma de Kora en sus 40
  // tiendas".
  [
    "customer_partnership",
    3,
    "despliega|despliegan|implanta|implantan|implementa|implementan ~6 en ~3 plantas|fabricas|tiendas|sucursales|" +
      "hospitales|clinicas|almacenes|restaurantes|farmacias|centros",
  ],
  // A customer awarding the company a contract: "Banco Cantábrico adjudica a Vigía …", "firma un contrato con".
  ["customer_partnership", 3, "adjudica|adjudico|adjudican|adjudicado a"],
  ["customer_partnership", 3, "firma|firman|firmado|firmo ?un|el contrato|acuerdo con"],
  ["customer_partnership", 3, "se asocia con"],
  // A customer choosing the company: "Mercadona elige Frescalia para sus secciones de fruta", "confía a … la
  // previsión".
  ["customer_partnership", 2.5, "elige|eligio|escoge|escogio|selecciona|selecciono ~6 para"],
  ["customer_partnership", 2.5, "confia|confio|confian a ~6 la|el|sus|su"],
  // "Tandeo y Banco Meridiano se alían para …", "se une con", "firman una alianza".
  ["customer_partnership", 3, "se alian|aliaron|aliara"],
  // Two parties sealing an alliance, the other named before the verb: "Quincena y Banco de Bogotá firman alianza".
  ["customer_partnership", 3, "firma|firman|firmo|firmaron|sellan|sellaron|cierran|cerraron ~2 alianza|convenio"],
  // A milestone: "superamos los 10.000 clientes", "alcanzamos 5 millones de euros de ARR", "la facturación creció 40%".
  [
    "metrics_shared",
    3,
    phrases("superamos|supera|alcanzamos|alcanza|cruzamos|cruza|llegamos ?a ?los|las ~3", ["#amount", "#number"]),
  ],
  ["metrics_shared", 3, phrases(["#amount", "#number"], "?de|en tpv|arr|mrr|gmv|ingresos|facturacion")],
  ["metrics_shared", 2.5, "tpv|arr|mrr|gmv|ingresos|facturacion ~4 crecio|duplico|triplico|aumento ~3 #digit"],
  ["corporate_event", 3.5, "pasa a llamarse"],
  ["corporate_event", 3.5, "cambia|cambiamos de nombre"],
  ["corporate_event", 2, "nuevo nombre"],
  // A team cut and an insolvency: "despide a 40 empleados", "prescinde de 25 personas", "concurso de acreedores".
  [
    "corporate_event",
    3.5,
    "despide|despidio|despedimos|despedira|recorta|recorto|elimina|elimino ~6 #integer " +
      "empleados|trabajadores|personas|puestos|empleos",
  ],
  ["corporate_event", 3.5, "prescinde|prescindimos|prescindio de ~4 #integer empleados|trabajadores|personas"],
  // A team cut by a share: "decidimos reducir nuestra estructura en un 23%", "reduce su plantilla en 40 personas".
  [
    "corporate_event",
    3.5,
    "reducir|reducimos|reduce|redujo|reduciremos|recortar|recortamos ?nuestra|su|la " +
      "estructura|plantilla|equipo|dotacion|personal en ?un #integer",
  ],
  [
    "corporate_event",
    3.5,
    [
      "despido colectivo",
      "despidos masivos",
      "expediente de regulacion de empleo",
      "concurso de acreedores",
      "preconcurso de acreedores",
    ],
  ],
  // Expansion into a new country or city, as corporate_event in English: "llega a Portugal", "abre su primera clínica
  // en Lisboa", "desembarca en México".
  [
    "corporate_event",
    2.5,
    [
      "llega|llegan|llego|llegamos|desembarca|desembarco|desembarcamos|aterriza|aterrizo|aterrizamos a|en #place",
      "abre|abren|abrio|inaugura|inauguro ~5 en #place",
      "se expande|expandimos ~2 a|en|hacia #place",
      "expansion a|en|hacia #place",
      "primera|primer oficina|sede|clinica|tienda en #place",
      // Operations begun somewhere new: "inicia operaciones en Chile", "el inicio de sus operaciones en Perú".
      "inicia|inicio|iniciamos|comienza|comenzo|comenzamos ~3 operacion|operaciones|actividades en #place",
      "primer|nuevo mercado fuera de|del #place",
    ],
  ],
  // A team cut by a share, and a city's operation closed: "reduce su equipo en un 30%", "cerramos nuestra operación
  // en Lima".
  [
    "corporate_event",
    3.5,
    "reduce|reducimos|reducira|redujo|recorta|recortamos ~2 su|nuestro|nuestra equipo|plantilla en ?un #integer",
  ],
  // The same from a count to a count, and the people it lets go: "reducimos nuestro equipo de 74 a 55 personas",
  // "nos despedimos de 19 compañeros".
  [
    "corporate_event",
    3.5,
    [
      "reduce|reducimos|redujo|recorta|recortamos ~2 su|nuestro|nuestra equipo|plantilla de #integer a #integer",
      "nos despedimos de #integer companeros|companeras|colaboradores|personas|colegas",
    ],
  ],
  ["corporate_event", 3, "cierra|cerramos|cerrara|cerro ~2 operacion|operaciones|oficina|oficinas en #place"],
  // A public tender won: "gana la licitación de Pemex", "se adjudica el contrato".
  ["customer_partnership", 3, "gana|gano|adjudica|adjudico|adjudicada ~3 licitacion|concurso publico|contrato"],
  // A founder's visibility: "fue incluida en la lista Innovadores menores de 35", "dará una charla", "entrevista".
  [
    "founder_amplified",
    2,
    [
      "incluida|incluido|nombrada|nombrado|reconocida|reconocido|seleccionada|seleccionado ~4 lista|ranking",
      "entre los|las ~2 innovadores|emprendedores|lideres|mujeres|fundadores",
      "menores de 30|35",
      "premiada|premiado|galardonada|galardonado",
      "entrevista|ponencia",
      "conferencia magistral",
      "dara|dio|ofrecera una charla|conferencia|ponencia",
    ],
  ],
  // A regulator's approval of the product: "obtiene el marcado CE", "recibe la aprobación de la FDA".
  [
    "product_update",
    3,
    [
      "obtiene|obtuvo|recibe|recibio|consigue|consiguio|logra|logro ~3 marcado ce",
      "obtiene|obtuvo|recibe|recibio|consigue|consiguio|logra|logro ~3 aprobacion de la fda|ema",
    ],
  ],
  // Money received is money raised, a grant's as an investor's: "recibe 2,4 millones de euros del EIC Accelerator".
  ["fundraising", 3, "recibe|recibio|obtiene|obtuvo|consigue|consiguio|logra|logro ~3 #amount"],
  // A plant put to work: "inaugura su planta piloto", "la planta entra en funcionamiento".
  [
    "corporate_event",
    2.5,
    [
      "inaugura|inauguro|inauguramos|abre|abrio ~3 planta|fabrica",
      "planta|fabrica ~4 entra|entro|entrado en funcionamiento|operacion",
    ],
  ],
  // A certification, a status of the company as a licence is: "obtiene la certificación AS9100D".
  [
    "corporate_event",
    2.5,
    "obtiene|obtuvo|recibe|recibio|consigue|consiguio|logra|logro ~4 certificacion|acreditacion",
  ],
];
