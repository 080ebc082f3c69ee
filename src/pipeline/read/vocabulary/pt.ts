import { phrases, type Vocabulary } from "./vocabulary";

/** Portuguese (Brazil and Portugal). */
export const PT: Vocabulary = [
  // A grant: "recebe subvenção de R$ 2 milhões", "conquista recursos de fomento".
  [
    "fundraising",
    3,
    ["recebe|obtem|conquista|capta ~6 subvencao|subsidio|fomento|grant", "#amount ~3 subvencao|fomento"],
  ],
  // "capta R$ 20 milhões", "levanta US$ 5 milhões", "recebe aporte de 10 milhões"
  [
    "fundraising",
    3,
    "capta|captou|levanta|levantou|recebe|recebeu|anuncia|anunciou|fecha|fechou|garante|garantiu|obtem|obteve " +
      "~10 #amount",
  ],
  ["fundraising", 3, "rodada de investimento|financiamento"],
  // An investor buying in: "a Kaszek investe R$ 2 milhões na Tagide".
  ["fundraising", 3, "investe|investiu|investira ~3 #amount ~2 em|na|no"],
  ["fundraising", 3, "rodada seed|semente|preseed"],
  ["fundraising", 3, "rodada serie|series a|b|c|d|e|f|g|h"],
  ["fundraising", 3, "recebe|recebeu aporte"],
  ["fundraising", 1.5, "liderada|coliderada por"],
  ["product_update", 2.5, "lanca|lancam|lancou|lancamos|apresenta|apresentamos|estreia"],
  ["product_update", 2.5, "ja ?esta disponivel"],
  // A release note's label: "Novo: pagamentos divididos com Pix".
  ["product_update", 1, "novo|nova|novidade|melhorado|corrigido :"],
  ["product_update", 2.5, "disponivel a partir de hoje"],
  ["product_update", 2.5, "disponivel desde hoje"],
  ["product_update", 1.5, "nova|novo|novas|novos funcionalidade|funcionalidades|versao|aplicacao|integracao|produto"],
  ["hiring", 2.5, "estamos contratando"],
  ["hiring", 2.5, "venha fazer parte"],
  ["hiring", 2, "varias|novas vagas"],
  ["hiring", 1.5, "nosso time|equipa|equipe cresce"],
  ["leadership_change", 3.5, "chega|entra|assume|junta ~10 como ?novo|nova #exec"],
  ["leadership_change", 3.5, "nomeia|anuncia ~8 como ?novo|nova #exec"],
  ["leadership_change", 3.5, "nomeia|nomeou|nomeada|nomeado ~4 #exec"],
  ["leadership_change", 2.5, "novo|nova #exec"],
  // A first executive in a role is one who arrived: "a chegada de Eduardo como o primeiro CFO", "é a primeira COO".
  ["leadership_change", 3.5, "chegada ~6 como ?o|a|nosso|nossa ?novo|nova|primeiro|primeira #exec"],
  ["leadership_change", 3, "e|sera ?o|a ?nosso|nossa primeiro|primeira #exec"],
  ["leadership_change", 3, "deixa a empresa|companhia"],
  // "compra" is also the noun ("financia a compra de insumos"): as the verb it is followed by whom it buys.
  ["corporate_event", 3.5, ["adquire|adquiriu|comprou", "compra ?a|o #name"]],
  ["corporate_event", 3.5, "adquirida|adquirido|comprada|comprado por"],
  ["corporate_event", 3.5, "aquisicao de|da|do"],
  ["corporate_event", 3.5, "fusao com"],
  ["corporate_event", 3.5, ["se fundem", "fusao de|entre #name e #name"]],
  // The company joins another: "a Estoka agora faz parte do Grupo Sinapse", "passa a fazer parte da".
  ["corporate_event", 3.5, ["agora faz|fazemos parte do|da|de", "passa|passamos a fazer parte do|da|de"]],
  // A licence: "recebe autorização do Banco Central para operar como instituição de pagamento".
  // In the third person or, as the company writes of itself, the first ("recebemos a autorização do Banco Central").
  [
    "corporate_event",
    3,
    "obtem|obteve|recebe|recebeu|conquista|conquistou|obtivemos|recebemos|conquistamos ~3 autorizacao|licenca",
  ],
  // "agora é uma instituição financeira autorizada pelo Banco Central", "foi autorizada a operar como SCD"; not a
  // partner described ("nossa parceira, uma instituição de pagamento autorizada pelo Banco de Portugal").
  ["corporate_event", 3, "e|foi|esta|agora ~4 autorizada|autorizado pelo|pela|a"],
  // "se junta ao Grupo Sinapse", an acquirer's footer: "uma empresa do Grupo Sinapse".
  ["corporate_event", 3.5, ["se junta|une|integra ao|a grupo", "uma empresa do grupo"]],
  // A chain carrying the product: "já está em mais de 1.200 farmácias Drogasil".
  ["customer_partnership", 3, "em mais de #number lojas|farmacias|drogarias|supermercados"],
  ["corporate_event", 3.5, "encerra ?as|suas operacoes|atividades"],
  // "Repasse e Banco Meridional fecham parceria", "firma parceria com"
  ["customer_partnership", 3, "fecham|fecha|firma|firmam|anuncia|anunciam|assina|assinam parceria"],
  ["customer_partnership", 3, "parceria com|entre"],
  ["customer_partnership", 2.5, "escolhe|escolheu|adota|adotou ~6 para"],
  // A milestone: "batemos R$ 1 bi de TPV", "superamos 100 mil clientes", "a receita cresceu 40%".
  [
    "metrics_shared",
    3,
    phrases(
      "batemos|bateu|atingimos|atingiu|alcancamos|alcancou|superamos|superou|ultrapassamos|ultrapassou|passamos|" +
        "passou ?de|a|o|os|as ~3",
      ["#amount", "#number"],
    ),
  ],
  ["metrics_shared", 3, phrases(["#amount", "#number"], "?de|em tpv|receita|faturamento|arr|mrr|gmv")],
  ["metrics_shared", 2.5, "tpv|receita|faturamento|arr|mrr|gmv ~4 cresceu|dobrou|triplicou|aumentou ~3 #digit"],
  ["metrics_shared", 1, "#number ?mil|milhoes clientes|contas|usuarios|empresas ?ativas|ativos"],
  // "passa a se chamar" in Brazil, "passa a chamar-se" in Portugal.
  ["corporate_event", 3.5, ["passa|passou|passamos a se chamar", "passa|passou|passamos a chamar-se"]],
  ["corporate_event", 3.5, "muda|mudou|mudamos de nome"],
  ["corporate_event", 2, "novo nome"],
  ["customer_partnership", 3, "fecha|fechou|assina|assinou ~3 contrato|acordo com"],
  // A team cut and an insolvency: "demite 40 funcionários", "pede recuperação judicial", "decreta falência".
  [
    "corporate_event",
    3.5,
    "demite|demitiu|demitimos|desliga|desligou|desligamos|corta|cortou ~6 #integer " +
      "funcionarios|colaboradores|empregados|pessoas|trabalhadores",
  ],
  [
    "corporate_event",
    3.5,
    [
      "demissoes em massa",
      "recuperacao judicial",
      "pedido de falencia",
      "pede|pediu|decreta|decretou falencia",
      "declarou|declara insolvencia",
    ],
  ],
  // Expansion into a new country or city: "chega a Portugal", "abre escritório em Lisboa", "expansão para o México".
  [
    "corporate_event",
    2.5,
    [
      "chega|chegou|chegamos|chegaram|desembarca|desembarcou|desembarcamos a|ao|em|no|na #place",
      "abre|abriu|abrimos|abriram|inaugura|inaugurou|inauguramos ~5 em|no|na #place",
      "expansao para|ao|a #place",
      "primeiro escritorio ~3 em|no|na #place",
      // Operations begun somewhere new: "inicia operação no México", "o início de sua operação no Chile".
      "inicia|iniciou|iniciamos|inicio|comeca|comecou|comecamos ~3 operacao|operacoes|atividades em|no|na|nos #place",
      "primeiro|novo mercado fora|alem do|da|de #place",
    ],
  ],
  // A team cut by a share, and a city's operation closed: "reduz sua equipe em 30%", "encerra a operação em Lima".
  ["corporate_event", 3.5, "reduz|reduzimos|reduziu|corta|cortou ~2 sua|nossa equipe|equipa|quadro em #integer"],
  // The same from a count to a count, and a layoff named as Portugal and Brazil do: "reduzimos a equipa de 48 para 31
  // pessoas", "despedimento coletivo", "demissões".
  [
    "corporate_event",
    3.5,
    [
      "reduz|reduzimos|reduziu|reduzir|corta|cortamos|cortou ~3 equipe|equipa|quadro de #integer para #integer",
      "despedimento|despedimentos coletivo|de",
      "demissoes|demissao em massa|de #integer",
    ],
  ],
  ["corporate_event", 3, "encerra|encerramos|encerrou|fecha|fechamos ~2 operacao|operacoes|escritorio em|no|na #place"],
  // A public tender won: "vence a licitação da Sabesp".
  ["customer_partnership", 3, "vence|venceu|vencem ~3 licitacao|concorrencia|pregao"],
  // A founder's visibility: "foi incluída na lista Under 30 da Forbes", "vai dar uma palestra", "entrevista".
  [
    "founder_amplified",
    2,
    [
      "incluida|incluido|nomeada|nomeado|reconhecida|reconhecido|eleita|eleito ~4 lista|ranking",
      "selecionada|selecionado ~4 lista|ranking",
      "premiada|premiado",
      "entrevista|palestra|painel|palestrante",
    ],
  ],
  // A regulator's approval of the product: "obtém a marcação CE", "recebe aprovação da FDA".
  [
    "product_update",
    3,
    [
      "obtem|obteve|recebe|recebeu|conquista|conquistou ~3 marcacao|marca ce",
      "obtem|obteve|recebe|recebeu|conquista|conquistou ~3 aprovacao da fda|anvisa|ema",
    ],
  ],
  // A contract signed, whoever is named first: "Ondara e EDP assinam contrato para central solar".
  ["customer_partnership", 3, "assinam|assinaram|fecham|fecharam ~3 contrato|acordo"],
  // A plant put to work: "inaugura fábrica", "a central entra em operação".
  [
    "corporate_event",
    2.5,
    [
      "inaugura|inaugurou|inauguramos|abre|abriu ~3 fabrica|planta|central",
      "fabrica|planta|central ~4 entra|entrou em operacao|funcionamento",
    ],
  ],
  // A certification, a status of the company as a licence is: "obtém a certificação ISO 27001".
  ["corporate_event", 2.5, "obtem|obteve|recebe|recebeu|conquista|conquistou ~4 certificacao|acreditacao"],
];
