/**
 * The company taxonomy, as data: what venture investors invest in, at most three levels deep.
 *
 * Ids are stable slug paths ("fintech/payments/cross-border"): they are stored on companies and
 * leads, so never rename or reuse one. Add new categories; retire old ones only with a migration
 * that rewrites stored classifications. A category's parent is its id minus the last segment.
 *
 * Synonyms are the plain words investors use for the category. They drive the local lexical
 * classifier, so keep them specific: a broad word belongs on the broadest category it describes,
 * not repeated on its children. The category's name is matched too, so it need not be repeated.
 */

export interface CategoryRecord {
  id: string;
  name: string;
  parentId: string | null;
  synonyms: readonly string[];
}

function c(id: string, name: string, synonyms: readonly string[]): CategoryRecord {
  const cut = id.lastIndexOf("/");
  return { id, name, parentId: cut === -1 ? null : id.slice(0, cut), synonyms };
}

const SOFTWARE: CategoryRecord[] = [
  c("software", "Software & AI", [
    "software", "saas", "software as a service", "enterprise software", "b2b software", "b2b saas",
    "cloud software", "horizontal saas", "applications",
  ]),
  c("software/ai", "Artificial Intelligence", [
    "ai", "artificial intelligence", "machine learning", "ml", "deep learning", "neural networks",
    "ai ml", "applied ai",
  ]),
  c("software/ai/foundation-models", "Foundation Models", [
    "foundation models", "large language models", "llm", "llms", "frontier models", "model training",
    "pretraining", "frontier ai lab", "ai research lab", "open weights models",
  ]),
  c("software/ai/llm-applications", "LLM Applications", [
    "generative ai", "genai", "gen ai", "llm apps", "ai applications", "ai copilot", "copilots",
    "ai assistant", "chatbot", "chatbots", "ai native apps",
  ]),
  c("software/ai/ai-agents", "AI Agents", [
    "agents", "agentic", "agentic ai", "autonomous agents", "agent platform", "ai workers",
    "ai employees", "agent orchestration",
  ]),
  c("software/ai/mlops", "MLOps & AI Infrastructure", [
    "mlops", "ml ops", "llmops", "ai infrastructure", "ml infrastructure", "model deployment",
    "model serving", "inference", "inference platform", "model monitoring", "evals",
    "model evaluation", "fine tuning", "ai observability",
  ]),
  c("software/ai/computer-vision", "Computer Vision", [
    "computer vision", "image recognition", "vision ai", "video analytics", "object detection",
    "visual inspection", "image analysis",
  ]),
  c("software/ai/nlp", "Natural Language & Voice AI", [
    "natural language processing", "nlp", "speech recognition", "voice ai", "conversational ai",
    "text analytics", "transcription", "speech to text", "text to speech", "voice agents",
    "machine translation",
  ]),
  c("software/ai/generative-media", "Generative Media", [
    "generative media", "ai video", "ai video generation", "ai image generation", "text to image",
    "text to video", "ai music", "synthetic media", "ai avatars", "ai art",
  ]),
  c("software/ai/ai-safety", "AI Safety & Governance", [
    "ai safety", "ai alignment", "alignment", "responsible ai", "ai governance", "ai trust",
    "ai compliance", "explainable ai", "interpretability",
  ]),
  c("software/productivity", "Productivity & Collaboration", [
    "productivity", "collaboration", "collaboration software", "workspace", "productivity apps",
    "future of productivity", "office software",
  ]),
  c("software/productivity/project-management", "Project & Work Management", [
    "project management", "task management", "work management", "kanban", "to do lists", "okr software",
  ]),
  c("software/productivity/communication", "Team Communication", [
    "team communication", "team chat", "workplace messaging", "video conferencing", "meetings",
    "meeting software", "meeting notes", "email client", "async video",
  ]),
  c("software/productivity/knowledge-management", "Knowledge Management", [
    "knowledge management", "wiki", "internal wiki", "note taking", "notes app", "enterprise search",
    "knowledge base", "second brain",
  ]),
  c("software/productivity/scheduling", "Scheduling & Calendars", [
    "scheduling", "calendar", "calendars", "meeting scheduling", "appointment scheduling",
  ]),
  c("software/sales-tech", "Sales Tech & CRM", [
    "sales tech", "salestech", "sales software", "crm", "customer relationship management",
    "sales engagement", "revenue operations", "revops", "sales enablement", "lead generation",
    "prospecting", "sales intelligence", "revenue intelligence", "cpq", "go to market", "gtm tools",
  ]),
  c("software/martech", "Marketing Tech", [
    "martech", "marketing tech", "marketing technology", "marketing software", "marketing automation",
    "email marketing", "seo", "search engine optimization", "customer data platform", "cdp",
    "marketing attribution", "growth marketing", "personalization", "content marketing",
  ]),
  c("software/martech/adtech", "Advertising Tech", [
    "adtech", "ad tech", "advertising", "advertising technology", "programmatic",
    "programmatic advertising", "ad network", "ad exchange", "demand side platform", "dsp",
    "retail media", "ctv advertising", "digital advertising", "ads",
  ]),
  c("software/martech/influencer-marketing", "Influencer & Affiliate Marketing", [
    "influencer marketing", "affiliate marketing", "creator marketing", "brand partnerships",
    "referral marketing", "ugc marketing",
  ]),
  c("software/customer-experience", "Customer Support & CX", [
    "customer support", "customer service", "helpdesk", "help desk", "customer experience", "cx",
    "contact center", "call center", "ticketing system", "customer success", "support automation",
  ]),
  c("software/erp", "ERP & Business Operations", [
    "erp", "enterprise resource planning", "back office", "business operations", "operations software",
    "business management software",
  ]),
  c("software/erp/procurement", "Procurement", [
    "procurement", "procurement software", "purchasing", "strategic sourcing", "vendor management",
    "supplier management", "source to pay", "procure to pay",
  ]),
  c("software/no-code", "No-Code & Low-Code", [
    "no code", "low code", "app builder", "website builder", "internal tools", "citizen developers",
    "spreadsheets",
  ]),
  c("software/no-code/workflow-automation", "Workflow Automation", [
    "workflow automation", "rpa", "robotic process automation", "business process automation",
    "ipaas", "integration platform", "automation platform", "process mining", "intelligent automation",
  ]),
  c("software/design-tools", "Design & Creative Tools", [
    "design tools", "design software", "creative tools", "creative software", "graphic design",
    "prototyping tools", "video editing", "photo editing", "ui design", "presentation software",
  ]),
  c("software/analytics", "Analytics & BI", [
    "analytics", "business intelligence", "bi", "dashboards", "reporting", "product analytics",
    "data visualization", "web analytics", "self serve analytics", "decision intelligence",
  ]),
  c("software/ar-vr", "AR/VR & Spatial Computing", [
    "ar vr", "augmented reality", "virtual reality", "ar", "vr", "xr", "mixed reality",
    "spatial computing", "metaverse", "extended reality", "immersive",
  ]),
  c("software/open-source", "Open Source", [
    "open source", "oss", "commercial open source", "coss", "open core",
  ]),
];

const DEVTOOLS: CategoryRecord[] = [
  c("devtools", "Developer Tools", [
    "developer tools", "devtools", "dev tools", "developer platform", "developer experience", "dx",
    "software development", "programming", "developer productivity", "dev infrastructure",
  ]),
  c("devtools/ai-coding", "AI Coding", [
    "ai coding", "code generation", "coding assistant", "ai code assistant", "code copilot",
    "vibe coding", "ai software engineer", "coding agents", "ai code review",
  ]),
  c("devtools/devops", "DevOps & Platform Engineering", [
    "devops", "ci cd", "continuous integration", "continuous delivery", "continuous deployment",
    "deployment", "release management", "infrastructure as code", "platform engineering", "gitops",
    "kubernetes", "containers", "internal developer platform", "feature flags",
  ]),
  c("devtools/observability", "Observability & Monitoring", [
    "observability", "monitoring", "logging", "apm", "application performance monitoring", "tracing",
    "incident management", "error tracking", "site reliability", "sre", "log management",
  ]),
  c("devtools/testing", "Testing & QA", [
    "software testing", "testing", "qa", "quality assurance", "test automation", "end to end testing",
    "load testing", "qa automation",
  ]),
  c("devtools/apis", "APIs & SDKs", [
    "api", "apis", "api management", "api platform", "sdk", "sdks", "api gateway", "developer apis",
    "api first", "api tooling",
  ]),
  c("devtools/code-collaboration", "Code Hosting & Review", [
    "source control", "version control", "git", "code review", "code hosting", "code search",
    "monorepo", "developer documentation",
  ]),
  c("devtools/web-development", "Web Development & Hosting", [
    "web development", "frontend", "front end", "web hosting", "website hosting", "static sites",
    "jamstack", "web frameworks", "frontend cloud", "headless cms", "cms",
  ]),
  c("devtools/mobile-development", "Mobile Development", [
    "mobile development", "app development", "mobile sdk", "cross platform apps", "mobile devops",
    "mobile app development",
  ]),
];

const DATA_INFRA: CategoryRecord[] = [
  c("data-infra", "Data & Infrastructure", [
    "data infrastructure", "infrastructure", "infra", "infrastructure software", "data",
    "data platform", "data stack", "compute",
  ]),
  c("data-infra/cloud", "Cloud Infrastructure", [
    "cloud", "cloud computing", "cloud infrastructure", "iaas", "paas", "cloud hosting", "multicloud",
    "hybrid cloud", "cloud platform", "cloud native",
  ]),
  c("data-infra/cloud/serverless", "Serverless & Edge", [
    "serverless", "functions as a service", "faas", "edge functions", "edge computing", "edge cloud",
  ]),
  c("data-infra/cloud/gpu-cloud", "GPU Cloud & AI Compute", [
    "gpu cloud", "ai compute", "gpu compute", "compute marketplace", "neocloud", "gpu clusters",
    "gpu infrastructure", "decentralized compute",
  ]),
  c("data-infra/cloud/finops", "Cloud Cost Management", [
    "finops", "cloud cost", "cloud cost management", "cloud cost optimization", "cloud spend",
  ]),
  c("data-infra/databases", "Databases", [
    "databases", "database", "dbms", "sql", "nosql", "postgres", "graph database", "time series database",
    "database as a service", "dbaas", "distributed database", "olap",
  ]),
  c("data-infra/databases/vector-search", "Vector Databases & Retrieval", [
    "vector database", "vector databases", "vector db", "vector search", "semantic search",
    "retrieval", "rag", "retrieval augmented generation", "embedding models",
  ]),
  c("data-infra/data-engineering", "Data Engineering", [
    "data engineering", "etl", "elt", "data pipelines", "data integration", "modern data stack",
    "reverse etl", "data transformation", "data orchestration",
  ]),
  c("data-infra/data-engineering/data-warehousing", "Data Warehouses & Lakehouses", [
    "data warehouse", "data warehousing", "data lake", "lakehouse", "data lakehouse",
    "analytics database", "cloud data warehouse",
  ]),
  c("data-infra/data-engineering/streaming", "Streaming & Real-Time Data", [
    "streaming data", "data streaming", "event streaming", "real time data", "kafka",
    "stream processing", "change data capture", "cdc",
  ]),
  c("data-infra/data-governance", "Data Quality & Governance", [
    "data governance", "data quality", "data catalog", "data observability", "data lineage",
    "master data management", "mdm", "metadata management", "data contracts",
  ]),
  c("data-infra/data-labeling", "Data Labeling & Synthetic Data", [
    "data labeling", "data annotation", "annotation", "training data", "synthetic data",
    "data for ai", "rlhf", "human feedback data",
  ]),
  c("data-infra/storage", "Storage & Backup", [
    "storage", "data storage", "object storage", "backup", "data backup", "disaster recovery",
    "file storage", "cloud storage",
  ]),
  c("data-infra/networking", "Cloud Networking & CDN", [
    "cdn", "content delivery network", "load balancing", "dns", "edge network", "cloud networking",
    "service mesh", "network observability",
  ]),
  c("data-infra/data-centers", "Data Centers", [
    "data centers", "data centres", "data center", "colocation", "hyperscale", "data center cooling",
    "liquid cooling", "ai data centers",
  ]),
  c("data-infra/hpc", "High-Performance Computing", [
    "high performance computing", "hpc", "supercomputing", "supercomputers", "scientific computing",
  ]),
];

const SECURITY: CategoryRecord[] = [
  c("security", "Cybersecurity", [
    "cybersecurity", "cyber security", "security", "infosec", "information security", "cyber",
    "security software", "cyber defense",
  ]),
  c("security/identity", "Identity & Access", [
    "identity", "identity and access management", "iam", "authentication", "auth", "single sign on",
    "sso", "passwordless", "access management", "zero trust", "privileged access", "pam",
    "identity security", "non human identity",
  ]),
  c("security/cloud-security", "Cloud Security", [
    "cloud security", "cspm", "cnapp", "container security", "kubernetes security",
    "cloud native security", "cloud workload protection", "cwpp",
  ]),
  c("security/appsec", "Application Security", [
    "application security", "appsec", "devsecops", "code security", "software supply chain security",
    "sast", "dast", "api security", "sbom",
  ]),
  c("security/network-security", "Network Security", [
    "network security", "firewall", "firewalls", "sase", "vpn", "secure access", "ddos protection",
    "secure web gateway", "ztna",
  ]),
  c("security/endpoint-security", "Endpoint Security", [
    "endpoint security", "edr", "xdr", "antivirus", "malware protection", "device security",
    "mobile security", "endpoint protection",
  ]),
  c("security/email-security", "Email Security & Awareness", [
    "email security", "phishing", "anti phishing", "security awareness", "security awareness training",
    "business email compromise",
  ]),
  c("security/security-operations", "Security Operations", [
    "security operations", "soc", "siem", "soar", "threat detection", "threat intelligence",
    "incident response", "mdr", "managed detection and response", "ai soc", "security analytics",
  ]),
  c("security/data-security", "Data Security", [
    "data security", "data loss prevention", "dlp", "encryption", "secrets management",
    "key management", "dspm", "data security posture management",
  ]),
  c("security/privacy", "Privacy", [
    "privacy", "data privacy", "privacy tech", "consent management", "gdpr", "privacy engineering",
    "privacy compliance", "privacy enhancing technologies",
  ]),
  c("security/grc", "Governance, Risk & Compliance", [
    "governance risk and compliance", "grc", "compliance automation", "soc 2", "security compliance",
    "third party risk", "vendor risk management", "risk management software", "trust center",
  ]),
  c("security/vulnerability-management", "Offensive Security & Exposure Management", [
    "vulnerability management", "penetration testing", "pentesting", "red teaming", "bug bounty",
    "attack surface management", "offensive security", "exposure management", "breach and attack simulation",
  ]),
  c("security/ot-security", "OT & IoT Security", [
    "ot security", "industrial cybersecurity", "ics security", "iot security",
    "critical infrastructure security", "operational technology security",
  ]),
  c("security/ai-security", "AI Security", [
    "ai security", "llm security", "prompt injection", "model security", "ai red teaming",
    "security for ai", "ai firewall",
  ]),
  c("security/physical-security", "Physical Security", [
    "physical security", "video surveillance", "access control", "security cameras",
    "weapons detection", "visitor management",
  ]),
];

const FINTECH: CategoryRecord[] = [
  c("fintech", "Fintech", [
    "fintech", "financial technology", "financial services", "finance", "financial software",
    "embedded finance", "finserv",
  ]),
  c("fintech/payments", "Payments", [
    "payments", "payment processing", "payment processor", "checkout", "acquiring", "merchant acquiring",
    "payment gateway", "online payments", "paytech", "payment service provider", "psp",
  ]),
  c("fintech/payments/b2b-payments", "B2B Payments & Invoicing", [
    "b2b payments", "accounts payable", "accounts receivable", "invoicing", "invoice payments",
    "ap automation", "ar automation", "bill pay", "billing", "subscription billing", "usage based billing",
  ]),
  c("fintech/payments/cross-border", "Cross-Border Payments & FX", [
    "cross border payments", "remittances", "remittance", "international payments", "money transfer",
    "fx", "foreign exchange", "currency exchange", "global payouts", "multi currency accounts",
  ]),
  c("fintech/payments/point-of-sale", "Point of Sale", [
    "point of sale", "pos", "card terminals", "in store payments", "merchant services", "card readers",
    "soft pos", "tap to pay",
  ]),
  c("fintech/payments/payment-infrastructure", "Payment Infrastructure", [
    "payment infrastructure", "payment orchestration", "payments api", "card issuing", "issuing",
    "payment rails", "real time payments", "instant payments", "open banking payments",
    "account to account payments", "a2a payments", "tokenized payments", "card networks",
  ]),
  c("fintech/payments/bnpl", "Buy Now Pay Later", [
    "buy now pay later", "bnpl", "pay later", "installments", "pay in installments",
    "point of sale financing",
  ]),
  c("fintech/payments/digital-wallets", "Digital Wallets & P2P", [
    "digital wallets", "digital wallet", "e wallet", "mobile wallet", "mobile money", "mobile payments",
    "p2p payments", "peer to peer payments", "super app", "qr payments",
  ]),
  c("fintech/lending", "Lending & Credit", [
    "lending", "loans", "loan", "credit", "lender", "lenders", "alternative lending", "debt financing",
    "lendtech", "digital lending",
  ]),
  c("fintech/lending/consumer-lending", "Consumer Lending & Credit Cards", [
    "consumer lending", "personal loans", "consumer credit", "credit cards", "credit card",
    "credit builder", "payday loans", "earned wage access", "student loans", "auto loans",
  ]),
  c("fintech/lending/sme-lending", "SME & Revenue-Based Financing", [
    "sme lending", "small business lending", "business loans", "revenue based financing",
    "working capital", "merchant cash advance", "invoice factoring", "factoring", "trade finance",
    "supply chain finance", "venture debt",
  ]),
  c("fintech/lending/mortgages", "Mortgages", [
    "mortgages", "mortgage", "home loans", "mortgage tech", "home equity", "heloc", "mortgage lending",
  ]),
  c("fintech/lending/credit-infrastructure", "Credit Infrastructure & Collections", [
    "credit scoring", "underwriting", "credit infrastructure", "lending infrastructure",
    "loan servicing", "debt collection", "collections", "credit risk", "loan origination",
    "alternative credit data",
  ]),
  c("fintech/insurtech", "Insurtech", [
    "insurtech", "insurance", "insurance tech", "insurance technology", "insurer", "insurers",
    "reinsurance", "mga", "managing general agent", "insurance carrier",
  ]),
  c("fintech/insurtech/property-casualty", "Property & Casualty Insurance", [
    "property and casualty", "p c insurance", "home insurance", "homeowners insurance", "auto insurance",
    "car insurance", "commercial insurance", "cyber insurance", "renters insurance", "pet insurance",
    "small business insurance", "parametric insurance",
  ]),
  c("fintech/insurtech/life-health-insurance", "Life & Health Insurance", [
    "life insurance", "health insurance", "annuities", "disability insurance", "supplemental insurance",
  ]),
  c("fintech/insurtech/insurance-infrastructure", "Insurance Distribution & Infrastructure", [
    "embedded insurance", "insurance distribution", "insurance broker", "insurance brokerage",
    "insurance infrastructure", "claims", "claims automation", "claims management", "policy administration",
    "insurance software",
  ]),
  c("fintech/crypto", "Crypto & Web3", [
    "crypto", "cryptocurrency", "cryptocurrencies", "web3", "web 3", "blockchain", "bitcoin", "ethereum",
    "digital assets", "onchain", "decentralized",
  ]),
  c("fintech/crypto/defi", "DeFi", [
    "defi", "decentralized finance", "dex", "decentralized exchange", "lending protocol", "yield",
    "staking", "liquid staking", "restaking", "perpetuals", "amm",
  ]),
  c("fintech/crypto/exchanges", "Crypto Exchanges & Custody", [
    "crypto exchange", "crypto exchanges", "crypto trading", "custody", "crypto custody",
    "digital asset custody", "fiat on ramp", "crypto on ramp", "off ramp", "crypto brokerage",
  ]),
  c("fintech/crypto/stablecoins", "Stablecoins & Crypto Payments", [
    "stablecoins", "stablecoin", "crypto payments", "tokenized cash", "digital dollar", "cbdc",
    "stablecoin payments", "usdc",
  ]),
  c("fintech/crypto/blockchain-infrastructure", "Blockchain Infrastructure", [
    "blockchain infrastructure", "layer 1", "layer 2", "l1", "l2", "rollups", "rollup", "nodes",
    "node infrastructure", "rpc", "zero knowledge", "zk", "zk proofs", "smart contracts", "oracles",
    "interoperability protocol", "bridges", "web3 infrastructure", "web3 developer tools",
  ]),
  c("fintech/crypto/tokenization", "Tokenization & Real-World Assets", [
    "tokenization", "real world assets", "rwa", "tokenized securities", "security tokens",
    "tokenized funds", "tokenized treasuries",
  ]),
  c("fintech/crypto/wallets", "Crypto Wallets", [
    "crypto wallet", "crypto wallets", "self custody", "account abstraction", "web3 wallet",
    "smart wallets", "mpc wallets",
  ]),
  c("fintech/crypto/nfts", "NFTs & Digital Collectibles", [
    "nft", "nfts", "digital collectibles", "nft marketplace", "web3 gaming", "crypto gaming",
  ]),
  c("fintech/wealth", "Wealth & Investing", [
    "wealthtech", "wealth tech", "investing", "investment", "investments", "investment platform",
    "asset management", "wealth",
  ]),
  c("fintech/wealth/retail-investing", "Retail Investing & Trading Apps", [
    "retail investing", "trading app", "stock trading", "brokerage", "online brokerage",
    "fractional shares", "investing app", "robo advisor", "robo advisors", "micro investing",
  ]),
  c("fintech/wealth/wealth-management", "Wealth Management & Advisors", [
    "wealth management", "financial advisors", "financial advisor", "advisor tools", "ria",
    "private wealth", "family office", "family offices", "estate planning software",
  ]),
  c("fintech/wealth/personal-finance", "Personal Finance & Savings", [
    "personal finance", "budgeting", "budgeting app", "pfm", "savings", "financial wellness",
    "financial planning", "financial literacy", "retirement", "retirement savings", "401k",
  ]),
  c("fintech/wealth/private-markets", "Private Markets & Alternatives", [
    "private markets", "alternative investments", "alternatives", "private equity", "venture capital",
    "fund administration", "secondaries", "fund management", "investor relations", "lp portal",
    "private credit",
  ]),
  c("fintech/banking", "Banking", [
    "banking", "bank", "banks", "banking software", "community banks", "credit unions",
  ]),
  c("fintech/banking/neobanks", "Neobanks", [
    "neobank", "neobanks", "digital bank", "challenger bank", "challenger banks", "mobile banking",
    "online bank",
  ]),
  c("fintech/banking/banking-infrastructure", "Banking Infrastructure & BaaS", [
    "banking infrastructure", "banking as a service", "baas", "core banking", "open banking",
    "ledger", "ledgers", "bank infrastructure", "account aggregation", "financial data apis",
  ]),
  c("fintech/banking/business-banking", "Business Banking", [
    "business banking", "sme banking", "business accounts", "business bank account",
    "small business banking",
  ]),
  c("fintech/accounting", "Accounting & Finance Operations", [
    "accounting", "bookkeeping", "accounting software", "finance operations", "finance automation",
    "cfo tools", "office of the cfo", "close management", "financial close", "audit", "auditing",
    "reconciliation",
  ]),
  c("fintech/accounting/tax", "Tax", [
    "tax", "taxes", "tax software", "sales tax", "tax compliance", "vat", "tax filing", "tax preparation",
    "indirect tax", "transfer pricing",
  ]),
  c("fintech/accounting/spend-management", "Spend & Expense Management", [
    "spend management", "expense management", "corporate cards", "corporate card", "expenses",
    "expense reports", "travel and expense",
  ]),
  c("fintech/accounting/fpa-treasury", "FP&A & Treasury", [
    "fp&a", "fpa", "financial planning and analysis", "budgeting and forecasting", "forecasting",
    "treasury", "treasury management", "cash management", "cash flow", "cash flow forecasting",
  ]),
  c("fintech/capital-markets", "Capital Markets & Trading Infrastructure", [
    "capital markets", "trading infrastructure", "trading", "market data", "institutional trading", "hedge funds",
    "quant", "quantitative trading", "trading platform", "market making", "post trade",
    "securities trading", "fixed income", "derivatives", "prediction markets",
  ]),
  c("fintech/regtech", "Regtech & Financial Crime", [
    "regtech", "regulatory technology", "financial compliance", "aml", "anti money laundering",
    "financial crime", "sanctions screening", "regulatory reporting", "compliance software",
  ]),
  c("fintech/regtech/fraud-prevention", "Fraud Prevention", [
    "fraud", "fraud prevention", "fraud detection", "anti fraud", "chargebacks", "risk scoring",
    "transaction monitoring", "payment fraud", "scam prevention", "account takeover",
  ]),
  c("fintech/regtech/identity-verification", "Identity Verification & KYC", [
    "identity verification", "kyc", "kyb", "know your customer", "know your business", "idv",
    "document verification", "liveness", "customer onboarding", "age verification", "digital identity",
  ]),
];

const HEALTH: CategoryRecord[] = [
  c("health", "Health & Bio", [
    "health", "healthcare", "health care", "healthtech", "health tech", "medical", "medicine",
    "life sciences", "life science", "bio", "techbio",
  ]),
  c("health/digital-health", "Digital Health", [
    "digital health", "health apps", "mhealth", "ehealth", "consumer health", "virtual health",
  ]),
  c("health/digital-health/telehealth", "Telehealth & Virtual Care", [
    "telehealth", "telemedicine", "virtual care", "online doctor", "virtual clinic", "virtual first care",
    "telepsychiatry", "e consultations",
  ]),
  c("health/digital-health/remote-monitoring", "Remote Monitoring & Chronic Care", [
    "remote patient monitoring", "rpm", "connected health", "chronic care", "chronic care management",
    "chronic disease", "chronic disease management", "diabetes management", "hypertension",
    "cardiometabolic", "obesity", "glp 1",
  ]),
  c("health/digital-health/digital-therapeutics", "Digital Therapeutics", [
    "digital therapeutics", "dtx", "prescription digital therapeutics", "samd",
  ]),
  c("health/digital-health/womens-health", "Women's Health & Fertility", [
    "womens health", "women health", "femtech", "fertility", "maternal health", "maternity",
    "menopause", "ivf", "pregnancy", "reproductive health", "postpartum",
  ]),
  c("health/digital-health/longevity", "Longevity & Preventive Health", [
    "longevity", "healthy aging", "preventive health", "preventive care", "biohacking", "anti aging",
    "healthspan", "full body scans", "health optimization",
  ]),
  c("health/digital-health/senior-care", "Senior & Home Care", [
    "senior care", "elder care", "eldercare", "home care", "home health", "caregiving", "caregivers",
    "aging in place", "assisted living",
  ]),
  c("health/healthcare-it", "Healthcare IT & Admin", [
    "healthcare it", "health it", "healthcare software", "healthcare admin", "healthcare administration",
    "practice management", "provider software", "healthcare operations", "healthcare ai",
  ]),
  c("health/healthcare-it/revenue-cycle", "Revenue Cycle & Billing", [
    "revenue cycle management", "rcm", "medical billing", "medical coding", "claims processing",
    "prior authorization", "prior auth", "denials management", "healthcare payments", "patient payments",
  ]),
  c("health/healthcare-it/clinical-ai", "Clinical AI & Documentation", [
    "clinical ai", "ai scribe", "ambient scribe", "medical scribe", "clinical documentation",
    "clinical decision support", "medical ai", "ai diagnostics", "radiology ai", "pathology ai",
    "ambient clinical intelligence",
  ]),
  c("health/healthcare-it/health-data", "Health Data & Interoperability", [
    "health data", "interoperability", "ehr", "emr", "electronic health records", "electronic medical records",
    "healthcare data", "real world data", "real world evidence", "fhir", "health information exchange",
  ]),
  c("health/healthcare-it/payer-tech", "Payer & Benefits Tech", [
    "payer tech", "healthcare payers", "health plans", "health benefits", "benefits navigation",
    "care navigation", "employer health", "health insurance software", "medicare advantage",
  ]),
  c("health/care-delivery", "Care Delivery", [
    "care delivery", "healthcare providers", "provider", "providers", "hospitals", "hospital",
    "health systems", "specialty care", "clinics",
  ]),
  c("health/care-delivery/value-based-care", "Value-Based Care", [
    "value based care", "vbc", "accountable care", "aco", "population health", "risk based care",
    "capitation",
  ]),
  c("health/care-delivery/primary-care", "Primary & Urgent Care", [
    "primary care", "urgent care", "concierge medicine", "direct primary care", "family medicine",
  ]),
  c("health/care-delivery/pharmacy", "Pharmacy", [
    "pharmacy", "pharmacies", "online pharmacy", "digital pharmacy", "prescription delivery",
    "pharmacy benefits", "pbm", "pharmacy benefit manager", "compounding",
  ]),
  c("health/care-delivery/hospital-operations", "Hospital Operations", [
    "hospital operations", "hospital software", "nurse scheduling", "patient flow", "care coordination",
    "clinical workflow", "operating room",
  ]),
  c("health/mental-health", "Mental Health", [
    "mental health", "behavioral health", "behavioural health", "therapy", "therapists", "psychiatry",
    "mental wellness", "addiction", "substance use", "addiction treatment", "psychedelics",
    "anxiety", "depression",
  ]),
  c("health/biotech", "Biotech", [
    "biotech", "biotechnology", "biopharma", "biology", "biosciences", "biotherapeutics",
  ]),
  c("health/biotech/drug-discovery", "Drug Discovery", [
    "drug discovery", "ai drug discovery", "computational biology", "drug development", "small molecules",
    "small molecule", "molecule design", "protein design", "in silico", "target discovery",
    "computational chemistry",
  ]),
  c("health/biotech/therapeutics", "Therapeutics", [
    "therapeutics", "biologics", "antibodies", "oncology", "cancer", "immunology", "rare diseases",
    "rare disease", "neurology", "cardiology", "vaccines", "infectious disease", "clinical stage",
    "drug candidates",
  ]),
  c("health/biotech/cell-gene-therapy", "Cell & Gene Therapy", [
    "cell therapy", "gene therapy", "gene editing", "crispr", "car t", "rna therapeutics", "mrna",
    "cell and gene therapy", "genetic medicine", "base editing",
  ]),
  c("health/biotech/synthetic-biology", "Synthetic Biology", [
    "synthetic biology", "synbio", "biomanufacturing", "bioengineering", "protein engineering",
    "enzymes", "enzyme engineering", "cell programming", "strain engineering", "biofoundry",
  ]),
  c("health/biotech/research-tools", "Life Science Tools & Lab Automation", [
    "life science tools", "lab tools", "research tools", "lab automation", "laboratory automation",
    "lab software", "eln", "lims", "cro", "contract research", "lab equipment", "cloud lab",
  ]),
  c("health/medtech", "Medtech", [
    "medtech", "med tech", "medical devices", "medical device", "medical technology", "devices",
    "implants", "medical hardware",
  ]),
  c("health/medtech/diagnostics", "Diagnostics", [
    "diagnostics", "in vitro diagnostics", "ivd", "point of care testing", "point of care diagnostics",
    "liquid biopsy", "lab testing", "early detection", "screening", "cancer screening", "at home testing",
    "biomarkers",
  ]),
  c("health/medtech/medical-imaging", "Medical Imaging", [
    "medical imaging", "imaging", "radiology", "ultrasound", "mri", "ct scans", "x ray", "pathology imaging",
    "digital pathology",
  ]),
  c("health/medtech/surgical", "Surgical Robotics & Devices", [
    "surgical robotics", "surgical robots", "robotic surgery", "surgery", "surgical devices",
    "minimally invasive", "surgical navigation", "interventional",
  ]),
  c("health/medtech/medical-wearables", "Medical Wearables & Biosensors", [
    "medical wearables", "health wearables", "biosensors", "continuous glucose monitoring", "cgm",
    "implantables", "wearable sensors", "cardiac monitoring",
  ]),
  c("health/medtech/neurotech", "Neurotech", [
    "neurotech", "neurotechnology", "brain computer interface", "brain computer interfaces", "bci",
    "neuromodulation", "neural interfaces", "neurostimulation",
  ]),
  c("health/pharma", "Pharma", [
    "pharma", "pharmaceutical", "pharmaceuticals", "drug manufacturing", "generics", "drug pricing",
    "cdmo", "specialty pharma", "pharma services",
  ]),
  c("health/pharma/clinical-trials", "Clinical Trials", [
    "clinical trials", "clinical trial", "clinical research", "decentralized trials",
    "decentralized clinical trials", "patient recruitment", "trial management", "eclinical",
    "clinical operations",
  ]),
  c("health/pharma/pharma-commercial", "Pharma Commercial & Regulatory", [
    "pharma marketing", "medical affairs", "pharmacovigilance", "pharma commercial", "drug launch",
    "regulatory affairs", "regulatory submissions", "market access",
  ]),
  c("health/genomics", "Genomics & Precision Medicine", [
    "genomics", "genetics", "genome", "sequencing", "dna sequencing", "genetic testing",
    "precision medicine", "multiomics", "multi omics", "proteomics", "bioinformatics", "single cell",
    "spatial biology", "personalized medicine",
  ]),
  c("health/dental", "Dental", [
    "dental", "dentistry", "dentists", "dental clinics", "orthodontics", "clear aligners", "oral health",
  ]),
  c("health/animal-health", "Animal Health", [
    "animal health", "veterinary", "veterinarians", "vet clinics", "pet health", "veterinary medicine",
    "animal pharma",
  ]),
];

const CLIMATE: CategoryRecord[] = [
  c("climate", "Climate & Energy", [
    "climate", "climate tech", "climatetech", "cleantech", "clean tech", "sustainability", "energy",
    "clean energy", "decarbonization", "decarbonisation", "energy transition", "greentech", "green tech",
    "net zero", "renewables", "renewable energy", "energy tech",
  ]),
  c("climate/solar", "Solar", [
    "solar", "solar power", "solar energy", "photovoltaics", "pv", "solar panels", "rooftop solar",
    "community solar", "perovskite", "solar farms", "residential solar", "solar installers",
  ]),
  c("climate/wind", "Wind", [
    "wind", "wind power", "wind energy", "offshore wind", "wind turbines", "wind farms",
  ]),
  c("climate/energy-storage", "Batteries & Energy Storage", [
    "batteries", "battery", "energy storage", "battery storage", "bess", "storage batteries",
    "home batteries",
  ]),
  c("climate/energy-storage/battery-technology", "Battery Technology & Materials", [
    "battery technology", "battery chemistry", "solid state batteries", "solid state battery",
    "sodium ion", "lithium ion", "battery cells", "anodes", "cathodes", "battery materials",
    "lithium", "silicon anodes", "battery manufacturing", "gigafactory",
  ]),
  c("climate/energy-storage/battery-recycling", "Battery Recycling & Second Life", [
    "battery recycling", "second life batteries", "battery reuse", "battery circularity",
    "black mass",
  ]),
  c("climate/energy-storage/long-duration", "Long-Duration & Grid-Scale Storage", [
    "long duration energy storage", "long duration storage", "ldes", "thermal storage",
    "thermal batteries", "flow batteries", "pumped hydro", "grid scale storage", "iron air batteries",
  ]),
  c("climate/carbon", "Carbon Management", [
    "carbon", "carbon management", "emissions", "emissions reduction", "ghg", "greenhouse gas",
    "methane",
  ]),
  c("climate/carbon/carbon-removal", "Carbon Capture & Removal", [
    "carbon removal", "carbon dioxide removal", "cdr", "direct air capture", "dac", "carbon capture",
    "ccs", "ccus", "carbon capture and storage", "enhanced weathering", "biochar", "ocean carbon",
    "point source capture", "carbon utilization", "co2 utilization", "carbon sequestration",
  ]),
  c("climate/carbon/carbon-markets", "Carbon Markets & Credits", [
    "carbon markets", "carbon credits", "carbon offsets", "offsets", "voluntary carbon market",
    "mrv", "measurement reporting and verification", "carbon registry", "nature based solutions",
    "reforestation",
  ]),
  c("climate/carbon/carbon-accounting", "Carbon Accounting & ESG", [
    "carbon accounting", "emissions tracking", "carbon footprint", "esg", "esg reporting",
    "sustainability reporting", "scope 3", "scope 3 emissions", "sustainability software",
    "climate disclosure", "csrd", "product carbon footprint", "lifecycle assessment",
  ]),
  c("climate/electric-vehicles", "Electric Vehicles", [
    "electric vehicles", "electric vehicle", "ev", "evs", "electric cars", "electrification",
    "e mobility", "emobility", "ev batteries",
  ]),
  c("climate/electric-vehicles/charging", "EV Charging", [
    "ev charging", "charging stations", "charging infrastructure", "ev chargers",
    "charge points", "fast charging", "charging network", "charge point operator", "bidirectional charging",
    "vehicle to grid", "v2g",
  ]),
  c("climate/electric-vehicles/fleet-electrification", "Fleet Electrification", [
    "fleet electrification", "electric fleets", "electric trucks", "electric buses", "commercial evs",
    "electric delivery vans", "zero emission trucks", "heavy duty electrification",
  ]),
  c("climate/grid", "Grid & Utilities", [
    "grid", "power grid", "electric grid", "electricity grid", "utilities", "utility", "transmission",
    "power distribution", "smart grid", "grid modernization", "grid infrastructure",
    "electricity",
  ]),
  c("climate/grid/distributed-energy", "Distributed Energy & VPPs", [
    "virtual power plant", "virtual power plants", "vpp", "demand response", "distributed energy",
    "distributed energy resources", "der", "grid flexibility", "grid edge", "home energy management",
  ]),
  c("climate/grid/energy-software", "Energy Software & Trading", [
    "energy software", "energy management", "energy analytics", "energy trading", "power trading",
    "utility software", "grid software", "energy procurement", "energy data", "interconnection",
  ]),
  c("climate/grid/microgrids", "Microgrids & Energy Access", [
    "microgrids", "microgrid", "off grid", "mini grids", "energy access", "off grid solar",
  ]),
  c("climate/hydrogen", "Hydrogen & Clean Fuels", [
    "hydrogen", "green hydrogen", "electrolyzers", "electrolyzer", "electrolysis", "fuel cells",
    "fuel cell", "e fuels", "efuels", "synthetic fuels", "green ammonia", "ammonia", "clean fuels",
    "natural hydrogen", "geologic hydrogen",
  ]),
  c("climate/nuclear", "Nuclear & Fusion", [
    "nuclear", "nuclear energy", "nuclear power", "fusion", "nuclear fusion", "fusion energy", "fission",
    "smr", "smrs", "small modular reactors", "advanced nuclear", "microreactors",
  ]),
  c("climate/geothermal", "Geothermal", [
    "geothermal", "geothermal energy", "enhanced geothermal", "geothermal power", "geothermal heating",
  ]),
  c("climate/bioenergy", "Bioenergy & Biofuels", [
    "bioenergy", "biofuels", "biofuel", "renewable natural gas", "rng", "biogas", "biomethane",
    "sustainable aviation fuel", "saf", "renewable diesel", "biomass",
  ]),
  c("climate/buildings", "Buildings & Energy Efficiency", [
    "building decarbonization", "energy efficiency", "heat pumps", "heat pump", "hvac", "green buildings",
    "building electrification", "insulation", "retrofits", "building retrofits", "home electrification",
    "efficient buildings",
  ]),
  c("climate/industrial-decarbonization", "Industrial Decarbonization", [
    "industrial decarbonization", "green steel", "low carbon cement", "green cement", "clean steel",
    "low carbon materials", "industrial heat", "process heat", "clean industry", "heavy industry decarbonization",
  ]),
  c("climate/circular-economy", "Circular Economy & Waste", [
    "circular economy", "recycling", "waste", "waste management", "upcycling", "reuse",
    "sustainable packaging", "packaging", "plastic alternatives", "plastics recycling", "composting",
    "textile recycling", "food waste", "e waste",
  ]),
  c("climate/water", "Water", [
    "water", "water tech", "water treatment", "desalination", "water infrastructure", "water management",
    "wastewater", "water purification", "water scarcity", "pfas",
  ]),
  c("climate/adaptation", "Climate Adaptation & Resilience", [
    "climate adaptation", "climate resilience", "climate risk", "climate risk analytics", "wildfire",
    "wildfires", "flood", "flooding", "disaster response", "weather", "weather data", "weather forecasting",
    "catastrophe modeling", "nature tech", "biodiversity",
  ]),
  c("climate/oil-gas", "Oil & Gas", [
    "oil and gas", "oil", "natural gas", "upstream", "oilfield services", "energy services",
    "fossil fuels", "lng", "petrochemicals",
  ]),
  c("climate/agtech", "Agtech & Food Systems", [
    "agtech", "ag tech", "agriculture", "agritech", "agri tech", "farming", "farm", "farms", "farmers",
    "agrifood", "agrifoodtech", "food systems", "food tech", "foodtech",
  ]),
  c("climate/agtech/precision-agriculture", "Precision Agriculture & Farm Software", [
    "precision agriculture", "precision farming", "farm management", "farm management software",
    "crop monitoring", "agricultural drones", "smart farming", "ag robotics", "agricultural robots",
    "farm automation", "digital agriculture", "irrigation",
  ]),
  c("climate/agtech/indoor-farming", "Indoor & Vertical Farming", [
    "vertical farming", "vertical farms", "indoor farming", "controlled environment agriculture", "cea",
    "greenhouses", "greenhouse", "hydroponics", "aeroponics",
  ]),
  c("climate/agtech/alternative-proteins", "Alternative Proteins", [
    "alternative proteins", "alternative protein", "alt protein", "alt proteins", "plant based meat",
    "plant based", "cultivated meat", "cultured meat", "lab grown meat", "cellular agriculture",
    "precision fermentation", "fermentation", "meat alternatives", "dairy alternatives", "insect protein",
    "mycoprotein",
  ]),
  c("climate/agtech/crop-science", "Crop Science & Ag Biotech", [
    "crop science", "ag biotech", "agricultural biotech", "seed genetics", "crop genetics",
    "biologicals", "biofertilizers", "biostimulants", "biopesticides", "crop protection", "soil health",
    "regenerative agriculture", "gene edited crops",
  ]),
  c("climate/agtech/aquaculture", "Aquaculture & Ocean", [
    "aquaculture", "fish farming", "seafood", "ocean farming", "seaweed", "blue economy", "ocean tech",
  ]),
  c("climate/agtech/livestock", "Livestock & Animal Agriculture", [
    "livestock", "animal agriculture", "dairy farming", "cattle", "poultry", "livestock methane",
    "animal feed", "feed additives",
  ]),
  c("climate/agtech/ag-marketplaces", "Ag Supply Chain & Marketplaces", [
    "ag marketplace", "agricultural marketplace", "farm inputs", "grain marketplace",
    "agricultural supply chain", "agri fintech", "farm to table", "food traceability",
  ]),
];

const INDUSTRIAL: CategoryRecord[] = [
  c("industrial", "Industrial & Robotics", [
    "industrial", "industrials", "industrial tech", "hard tech", "hardtech", "heavy industry",
    "industry 4 0",
  ]),
  c("industrial/robotics", "Robotics", [
    "robotics", "robots", "robot", "robotic", "automation hardware", "autonomy",
  ]),
  c("industrial/robotics/industrial-robots", "Industrial Robots & Cobots", [
    "industrial robots", "industrial robotics", "robot arms", "robotic arms", "cobots",
    "collaborative robots", "factory robots", "robotic welding", "robot software", "robot programming",
  ]),
  c("industrial/robotics/warehouse-automation", "Warehouse Automation", [
    "warehouse automation", "warehouse robots", "warehouse robotics", "autonomous mobile robots", "amr",
    "amrs", "fulfillment automation", "picking robots", "robotic picking", "goods to person", "agv",
    "autonomous forklifts",
  ]),
  c("industrial/robotics/humanoids", "Humanoids & General-Purpose Robots", [
    "humanoid robots", "humanoids", "humanoid", "general purpose robots", "robot foundation models",
    "embodied ai", "physical ai", "robot learning", "dexterous manipulation",
  ]),
  c("industrial/robotics/service-robots", "Service & Consumer Robots", [
    "service robots", "cleaning robots", "delivery robots", "sidewalk robots", "hospitality robots",
    "home robots", "consumer robots", "kitchen robots", "restaurant robots",
  ]),
  c("industrial/robotics/field-robotics", "Field & Inspection Robotics", [
    "field robotics", "construction robots", "inspection robots", "legged robots", "quadruped robots",
    "underwater robots", "mining robots", "outdoor robots",
  ]),
  c("industrial/manufacturing", "Manufacturing", [
    "manufacturing", "factory", "factories", "advanced manufacturing", "smart manufacturing",
    "manufacturers", "reindustrialization", "reshoring", "production",
  ]),
  c("industrial/manufacturing/industrial-software", "Industrial Software & IIoT", [
    "manufacturing software", "industrial software", "mes", "manufacturing execution system",
    "factory software", "plm", "product lifecycle management", "quality management",
    "predictive maintenance", "industrial iot", "iiot", "digital twin", "digital twins",
    "industrial ai", "connected worker", "asset performance management",
  ]),
  c("industrial/manufacturing/industrial-automation", "Industrial Automation", [
    "industrial automation", "factory automation", "plc", "process automation", "machine vision",
    "industrial control systems", "motion control", "automated inspection", "scada",
  ]),
  c("industrial/manufacturing/contract-manufacturing", "Contract & On-Demand Manufacturing", [
    "contract manufacturing", "on demand manufacturing", "manufacturing marketplace", "cnc machining",
    "custom parts", "precision parts", "parts sourcing", "hardware sourcing",
    "injection molding", "sheet metal",
  ]),
  c("industrial/manufacturing/3d-printing", "3D Printing", [
    "3d printing", "additive manufacturing", "3d printers", "rapid prototyping", "metal 3d printing",
    "3d printed",
  ]),
  c("industrial/manufacturing/advanced-materials", "Advanced Materials & Chemicals", [
    "advanced materials", "materials science", "new materials", "materials discovery", "composites",
    "chemicals", "specialty chemicals", "green chemistry", "coatings", "metamaterials",
    "nanomaterials", "graphene", "polymers", "bioplastics",
  ]),
  c("industrial/drones", "Drones", [
    "drones", "drone", "uav", "uavs", "unmanned aerial vehicles", "unmanned aircraft", "drone delivery",
    "drone software", "aerial imaging", "drone inspection", "drone manufacturing",
  ]),
  c("industrial/space", "Space & Aerospace", [
    "space", "spacetech", "space tech", "aerospace", "space economy", "orbital", "new space",
    "commercial space", "space industry",
  ]),
  c("industrial/space/satellites", "Satellites", [
    "satellites", "satellite", "smallsats", "small satellites", "cubesats", "satellite constellation",
    "satellite manufacturing", "satellite buses", "spacecraft",
  ]),
  c("industrial/space/launch", "Launch & Propulsion", [
    "launch", "space launch", "rockets", "rocket", "launch vehicles", "rocket engines", "reusable rockets",
    "space propulsion", "orbital transfer vehicles",
  ]),
  c("industrial/space/earth-observation", "Earth Observation & Geospatial", [
    "earth observation", "satellite imagery", "satellite data", "remote sensing", "geospatial",
    "geospatial analytics", "geospatial intelligence", "hyperspectral", "sar imagery", "mapping",
  ]),
  c("industrial/space/in-space", "In-Space Services & Infrastructure", [
    "in space manufacturing", "space stations", "orbital services", "space logistics", "lunar",
    "space debris", "on orbit servicing", "space situational awareness", "space habitats",
  ]),
  c("industrial/semiconductors", "Semiconductors", [
    "semiconductors", "semiconductor", "semis", "chips", "chip", "silicon", "chipmaking",
  ]),
  c("industrial/semiconductors/ai-chips", "AI Chips & Accelerators", [
    "ai chips", "ai chip", "ai accelerators", "ai hardware", "inference chips", "gpu", "gpus", "npu",
    "neuromorphic", "neuromorphic computing", "training chips",
  ]),
  c("industrial/semiconductors/chip-design", "Chip Design & EDA", [
    "chip design", "eda", "electronic design automation", "fabless", "asic", "fpga", "risc v", "ip cores",
    "chiplets", "semiconductor ip",
  ]),
  c("industrial/semiconductors/photonics", "Photonics & Optics", [
    "photonics", "silicon photonics", "optical computing", "lasers", "optics", "optical interconnects",
    "co packaged optics", "optical networking chips",
  ]),
  c("industrial/semiconductors/fabrication", "Semiconductor Manufacturing & Equipment", [
    "semiconductor manufacturing", "fab", "fabs", "foundry", "foundries", "wafer", "wafers", "lithography",
    "semiconductor equipment", "advanced packaging", "semiconductor materials",
  ]),
  c("industrial/logistics", "Logistics & Supply Chain", [
    "logistics", "supply chain", "supply chains", "logtech", "logistics tech", "transportation and logistics",
    "shipping", "logistics software",
  ]),
  c("industrial/logistics/freight", "Freight & Trucking", [
    "freight", "freight forwarding", "trucking", "freight brokerage", "digital freight", "ocean freight",
    "air cargo", "air freight", "cargo", "intermodal", "ltl", "truckload", "freight tech", "drayage",
  ]),
  c("industrial/logistics/last-mile", "Last-Mile Delivery", [
    "last mile", "last mile delivery", "parcel delivery", "courier", "couriers", "same day delivery",
    "delivery logistics", "parcel lockers", "delivery management",
  ]),
  c("industrial/logistics/warehousing", "Warehousing & Fulfillment", [
    "warehousing", "warehouse", "warehouses", "fulfillment", "fulfilment", "3pl", "third party logistics",
    "wms", "warehouse management", "fulfillment centers", "ecommerce fulfillment",
  ]),
  c("industrial/logistics/supply-chain-software", "Supply Chain Software", [
    "supply chain software", "supply chain visibility", "supply chain planning", "demand planning",
    "inventory management", "inventory optimization", "transportation management", "tms",
    "supply chain management", "scm", "supply chain risk", "yard management",
  ]),
  c("industrial/logistics/trade", "Global Trade & Customs", [
    "global trade", "customs", "customs brokerage", "trade compliance", "import export", "tariffs",
    "cross border trade", "export controls",
  ]),
  c("industrial/construction", "Construction Tech", [
    "construction", "contech", "construction tech", "constructiontech", "contractors",
    "general contractors", "homebuilding", "infrastructure construction",
  ]),
  c("industrial/construction/construction-software", "Construction Software", [
    "construction software", "construction management", "bim", "building information modeling",
    "estimating", "takeoff", "preconstruction", "jobsite", "construction project management",
  ]),
  c("industrial/construction/offsite-construction", "Offsite & Modular Construction", [
    "modular construction", "prefab", "prefabricated", "offsite construction", "modular homes",
    "3d printed homes", "mass timber", "factory built housing",
  ]),
  c("industrial/hardware", "Hardware & Electronics", [
    "hardware", "electronics", "embedded systems", "embedded", "pcb", "electronics manufacturing",
    "components", "iot devices",
  ]),
  c("industrial/hardware/sensors", "Sensors", [
    "sensors", "sensor", "sensing", "radar", "mems", "sensor fusion", "thermal imaging", "imaging sensors",
  ]),
  c("industrial/hardware/power-electronics", "Power Electronics & Motors", [
    "power electronics", "electric motors", "motors", "inverters", "transformers", "gallium nitride",
    "silicon carbide", "power semiconductors",
  ]),
  c("industrial/mining", "Mining & Critical Minerals", [
    "mining", "mining tech", "critical minerals", "mineral exploration", "lithium mining", "metals",
    "mineral processing", "rare earths", "copper", "nickel",
  ]),
];

const DEEPTECH: CategoryRecord[] = [
  c("deeptech", "Deep Tech", [
    "deep tech", "deeptech", "frontier tech", "frontier technology", "science based", "hard science",
  ]),
  c("deeptech/quantum", "Quantum", ["quantum", "quantum technology", "quantum tech"]),
  c("deeptech/quantum/quantum-computing", "Quantum Computing Hardware", [
    "quantum computing", "quantum computers", "quantum computer", "qubits", "quantum hardware",
    "trapped ions", "superconducting qubits", "neutral atoms", "photonic quantum computing",
  ]),
  c("deeptech/quantum/quantum-software", "Quantum Software", [
    "quantum software", "quantum algorithms", "quantum error correction", "quantum cloud",
  ]),
  c("deeptech/quantum/quantum-sensing", "Quantum Sensing & Networking", [
    "quantum sensing", "quantum sensors", "quantum communication", "quantum networking", "qkd",
    "quantum key distribution", "post quantum cryptography", "quantum safe",
  ]),
  c("deeptech/novel-computing", "Novel Computing", [
    "novel computing", "analog computing", "reversible computing", "probabilistic computing",
    "dna computing", "biocomputing", "unconventional computing",
  ]),
  c("deeptech/nanotech", "Nanotechnology", ["nanotechnology", "nanotech", "nanoscale", "molecular machines"]),
];

const CONSUMER: CategoryRecord[] = [
  c("consumer", "Consumer", [
    "consumer", "consumer tech", "b2c", "consumer apps", "consumer internet", "consumer products",
    "cpg", "consumer packaged goods", "consumer goods",
  ]),
  c("consumer/e-commerce", "E-commerce", [
    "e commerce", "ecommerce", "online retail", "online shopping", "online store", "shopping", "retail",
    "digital commerce", "commerce",
  ]),
  c("consumer/e-commerce/dtc-brands", "DTC Brands", [
    "dtc", "d2c", "direct to consumer", "dtc brands", "consumer brands", "digital native brands",
    "brands",
  ]),
  c("consumer/e-commerce/commerce-enablement", "Commerce Enablement", [
    "commerce enablement", "ecommerce software", "ecommerce platform", "shopify apps", "storefront",
    "headless commerce", "returns", "returns management", "product feeds", "ecommerce tools",
    "ecommerce infrastructure", "conversion optimization", "product reviews",
  ]),
  c("consumer/e-commerce/social-commerce", "Social Commerce", [
    "social commerce", "live shopping", "livestream shopping", "creator commerce", "group buying",
    "shoppable video",
  ]),
  c("consumer/e-commerce/quick-commerce", "Quick Commerce & Grocery", [
    "quick commerce", "q commerce", "instant delivery", "grocery delivery", "dark stores",
    "rapid delivery", "online grocery", "grocery", "groceries",
  ]),
  c("consumer/e-commerce/resale", "Resale & Recommerce", [
    "resale", "recommerce", "second hand", "secondhand", "thrift", "used goods", "refurbished",
    "pre owned", "luxury resale", "rental fashion",
  ]),
  c("consumer/food-beverage", "Food & Beverage", [
    "food", "food and beverage", "f b", "beverages", "beverage", "drinks", "food brands",
    "food products", "cpg food",
  ]),
  c("consumer/food-beverage/restaurant-tech", "Restaurant Tech", [
    "restaurant tech", "restaurant software", "restaurant pos", "online ordering", "ghost kitchens",
    "cloud kitchens", "kitchen automation", "restaurants", "restaurant", "food service", "foodservice",
  ]),
  c("consumer/food-beverage/food-delivery", "Food Delivery & Meal Kits", [
    "food delivery", "meal delivery", "meal kits", "meal kit", "delivery apps", "prepared meals",
  ]),
  c("consumer/food-beverage/better-for-you", "Better-for-You Foods & Drinks", [
    "better for you", "functional beverages", "functional foods", "healthy snacks", "snacks", "coffee",
    "non alcoholic", "alcohol", "beer", "wine", "spirits", "plant based foods",
  ]),
  c("consumer/gaming", "Gaming", [
    "gaming", "games", "video games", "game", "gamers", "interactive entertainment",
  ]),
  c("consumer/gaming/game-studios", "Game Studios", [
    "game studio", "game studios", "game developer", "game developers", "mobile games", "mobile gaming",
    "pc games", "console games", "indie games", "casual games", "ai games",
  ]),
  c("consumer/gaming/gaming-infrastructure", "Gaming Infrastructure & Tools", [
    "gaming infrastructure", "game engine", "game engines", "game backend", "game development tools",
    "game tools", "ugc games", "modding", "game monetization", "cloud gaming", "game analytics",
  ]),
  c("consumer/gaming/esports", "Esports & Game Streaming", [
    "esports", "e sports", "competitive gaming", "game streaming", "gaming communities", "gaming creators",
  ]),
  c("consumer/media", "Media & Entertainment", [
    "media", "entertainment", "digital media", "content", "media and entertainment", "film",
    "hollywood", "studios",
  ]),
  c("consumer/media/music-audio", "Music & Audio", [
    "music", "music tech", "audio", "podcasts", "podcasting", "music streaming", "artists", "royalties",
    "audiobooks", "music creation",
  ]),
  c("consumer/media/video-streaming", "Video & Streaming", [
    "video streaming", "streaming", "ott", "video", "tv", "television", "short video", "short form video",
    "live streaming", "fast channels",
  ]),
  c("consumer/media/news-publishing", "News & Publishing", [
    "news", "publishing", "journalism", "newsletters", "magazines", "digital publishing", "book publishing",
    "local news",
  ]),
  c("consumer/media/sports", "Sports", [
    "sports", "sports tech", "sportstech", "fan engagement", "sports media", "athletes",
    "sports teams", "sports performance", "sports analytics",
  ]),
  c("consumer/creator-economy", "Creator Economy", [
    "creator economy", "creators", "content creators", "influencers", "creator tools", "creator platform",
    "fan monetization", "paid communities", "memberships", "ugc",
  ]),
  c("consumer/social", "Social", [
    "social", "social media", "social network", "social networks", "social apps", "social networking",
    "messaging apps", "consumer social",
  ]),
  c("consumer/social/dating", "Dating & Relationships", [
    "dating", "dating apps", "online dating", "matchmaking", "relationships", "friendship apps",
  ]),
  c("consumer/social/communities", "Online Communities", [
    "online communities", "community", "communities", "community platform", "forums",
    "interest communities", "fan communities",
  ]),
  c("consumer/travel", "Travel & Hospitality", [
    "travel", "traveltech", "travel tech", "hospitality", "tourism", "trips",
  ]),
  c("consumer/travel/hospitality-tech", "Hospitality & Rental Tech", [
    "hospitality tech", "hotel software", "hotel tech", "hotels", "hotel", "vacation rentals",
    "short term rentals", "vacation rental software", "short term rental management", "property management system",
  ]),
  c("consumer/travel/online-travel", "Online Travel & Booking", [
    "online travel", "travel booking", "ota", "online travel agency", "flights", "trip planning",
    "travel agency", "business travel", "corporate travel", "travel management", "tours and activities",
  ]),
  c("consumer/fashion-beauty", "Fashion & Beauty", [
    "fashion", "fashion tech", "fashiontech", "luxury", "lifestyle brands",
  ]),
  c("consumer/fashion-beauty/beauty", "Beauty & Personal Care", [
    "beauty", "cosmetics", "skincare", "skin care", "personal care", "haircare", "hair care", "makeup",
    "fragrance", "beauty tech", "clean beauty",
  ]),
  c("consumer/fashion-beauty/apparel", "Apparel & Footwear", [
    "apparel", "clothing", "footwear", "shoes", "sneakers", "streetwear", "fashion brands", "activewear",
    "accessories", "jewelry", "eyewear",
  ]),
  c("consumer/pets", "Pets", [
    "pets", "pet", "pet care", "pet food", "dog food", "pet products", "pet tech", "dogs", "cats", "pet services",
    "dog walking",
  ]),
  c("consumer/fitness-wellness", "Fitness & Wellness", [
    "fitness", "wellness", "wellbeing", "well being", "health and wellness", "active lifestyle",
  ]),
  c("consumer/fitness-wellness/connected-fitness", "Connected Fitness", [
    "connected fitness", "fitness apps", "fitness app", "home fitness", "fitness equipment", "workout apps",
    "workouts", "workout", "gym", "gyms", "fitness wearables", "exercise", "personal training", "running apps",
  ]),
  c("consumer/fitness-wellness/wellness-products", "Wellness & Self-Care", [
    "sleep", "meditation", "mindfulness", "nutrition", "supplements", "vitamins", "self care",
    "wellness apps", "personalized nutrition", "sexual wellness",
  ]),
  c("consumer/home", "Home & Family", [
    "home", "household", "home improvement", "home services", "family",
  ]),
  c("consumer/home/smart-home", "Smart Home", [
    "smart home", "home automation", "connected home", "home security", "smart devices", "smart appliances",
    "smart locks",
  ]),
  c("consumer/home/parenting", "Parenting & Kids", [
    "parenting", "parents", "baby", "babies", "kids", "children", "childcare", "child care", "toys",
    "family tech", "baby products",
  ]),
  c("consumer/home/home-goods", "Furniture & Home Goods", [
    "furniture", "home goods", "home decor", "interior design", "mattresses", "kitchenware", "home furnishings",
  ]),
  c("consumer/consumer-hardware", "Consumer Hardware", [
    "consumer electronics", "consumer hardware", "gadgets", "smartphones", "headphones", "smart glasses",
    "wearables", "ai devices", "ai wearables", "cameras",
  ]),
  c("consumer/gambling", "Gambling & Betting", [
    "gambling", "betting", "sports betting", "igaming", "casino", "online casino", "lottery",
    "fantasy sports", "sweepstakes",
  ]),
  c("consumer/cannabis", "Cannabis", ["cannabis", "cbd", "marijuana", "hemp", "thc"]),
];

const MARKETPLACES: CategoryRecord[] = [
  c("marketplaces", "Marketplaces", [
    "marketplace", "marketplaces", "two sided marketplace", "two sided marketplaces", "online marketplace",
    "online marketplaces", "network effects", "multi sided platform",
  ]),
  c("marketplaces/b2b", "B2B Marketplaces", [
    "b2b marketplace", "b2b marketplaces", "wholesale", "wholesale marketplace", "industrial marketplace",
    "procurement marketplace", "b2b ecommerce", "b2b commerce", "distribution", "distributors",
  ]),
  c("marketplaces/services", "Services Marketplaces", [
    "services marketplace", "local services", "on demand services", "gig economy", "handyman",
    "cleaning services", "home repair", "service providers",
  ]),
  c("marketplaces/labor", "Labor & Talent Marketplaces", [
    "labor marketplace", "talent marketplace", "staffing", "staffing marketplace", "freelance marketplace",
    "hiring marketplace", "shift work", "temp work", "temporary staffing", "blue collar jobs", "gig work",
    "freelance", "freelancers", "expert networks",
  ]),
  c("marketplaces/rentals", "Rental Marketplaces", [
    "rental marketplace", "rentals", "rental", "peer to peer rentals", "equipment rental",
    "rent anything", "sharing economy",
  ]),
  c("marketplaces/consumer", "Consumer Marketplaces", [
    "consumer marketplace", "c2c", "peer to peer marketplace", "classifieds", "collectibles marketplace",
    "ticketing marketplace", "ticket resale",
  ]),
  c("marketplaces/healthcare", "Healthcare Marketplaces & Staffing", [
    "healthcare marketplace", "care marketplace", "nurse staffing", "clinician staffing",
    "healthcare staffing", "caregiver marketplace", "locum tenens",
  ]),
  c("marketplaces/automotive", "Automotive Marketplaces", [
    "car marketplace", "used cars", "used car", "auto marketplace", "car buying", "online car sales",
    "vehicle marketplace", "auto auctions",
  ]),
];

const PROPTECH: CategoryRecord[] = [
  c("proptech", "Real Estate & Proptech", [
    "proptech", "prop tech", "real estate", "real estate tech", "realestate", "property", "properties",
    "property technology", "housing",
  ]),
  c("proptech/residential", "Residential Real Estate", [
    "residential real estate", "residential", "homeownership", "home ownership", "housing market",
  ]),
  c("proptech/residential/brokerage", "Brokerage & Home Buying", [
    "real estate brokerage", "real estate agents", "realtors", "home buying", "home selling", "ibuying",
    "listings", "property search", "home search", "agent tools",
  ]),
  c("proptech/residential/rental-housing", "Rental Housing", [
    "rental housing", "tenants", "apartments", "co living", "coliving",
    "student housing", "build to rent", "single family rentals", "multifamily", "affordable housing",
  ]),
  c("proptech/residential/fractional-ownership", "Fractional & Real Estate Investing", [
    "fractional ownership", "fractional real estate", "real estate investing", "second homes",
    "home equity investment", "real estate crowdfunding", "shared equity",
  ]),
  c("proptech/commercial", "Commercial Real Estate", [
    "commercial real estate", "cre", "office", "offices", "office space", "flexible workspace",
    "flex space", "coworking", "retail real estate", "industrial real estate", "leasing",
  ]),
  c("proptech/property-management", "Property Management", [
    "property management", "property management software", "landlords", "building management",
    "facilities management", "facility management", "building maintenance", "hoa", "tenant experience",
  ]),
  c("proptech/real-estate-finance", "Real Estate Finance & Transactions", [
    "real estate finance", "real estate fintech", "title", "title insurance", "escrow", "real estate closing",
    "appraisal", "real estate transactions", "rent payments", "rent reporting", "real estate lending",
  ]),
  c("proptech/smart-buildings", "Smart Buildings", [
    "smart buildings", "smart building", "building operating system", "building automation",
    "occupancy analytics", "workplace management", "building iot",
  ]),
];

const EDTECH: CategoryRecord[] = [
  c("edtech", "Education", [
    "edtech", "ed tech", "education", "education technology", "learning", "e learning", "elearning",
    "online learning", "online education", "learning platform",
  ]),
  c("edtech/k12", "K-12", [
    "k 12", "k12", "schools", "school", "teachers", "classroom", "primary school", "secondary school",
    "high school", "students", "k 12 education",
  ]),
  c("edtech/higher-ed", "Higher Education", [
    "higher education", "higher ed", "university", "universities", "college", "colleges", "campus",
    "online degrees", "degrees",
  ]),
  c("edtech/workforce-learning", "Workforce Learning & Upskilling", [
    "upskilling", "reskilling", "corporate learning", "corporate training", "workforce development",
    "bootcamps", "coding bootcamps", "professional development", "certifications", "lms",
    "learning management system", "vocational training", "employee training", "compliance training",
  ]),
  c("edtech/language-learning", "Language Learning", [
    "language learning", "languages", "learn english", "english learning", "language apps",
  ]),
  c("edtech/tutoring", "Tutoring & Test Prep", [
    "tutoring", "tutors", "test prep", "homework help", "ai tutor", "ai tutors", "exam prep",
    "online tutoring",
  ]),
  c("edtech/early-childhood", "Early Childhood Education", [
    "early childhood education", "early childhood", "preschool", "early learning", "kindergarten",
  ]),
  c("edtech/education-admin", "Education Administration", [
    "school administration", "student information system", "education software", "admissions",
    "school management", "campus software", "school safety", "student success",
  ]),
  c("edtech/consumer-learning", "Online Courses & Lifelong Learning", [
    "online courses", "courses", "mooc", "moocs", "cohort based courses", "lifelong learning",
    "learning apps", "course platform", "skills",
  ]),
];

const WORK: CategoryRecord[] = [
  c("work", "HR & Future of Work", [
    "hr", "human resources", "hr tech", "hrtech", "future of work", "workforce", "employees",
    "people operations", "people ops", "workplace", "hr software", "employee",
  ]),
  c("work/recruiting", "Recruiting & Hiring", [
    "recruiting", "recruitment", "hiring", "talent acquisition", "applicant tracking", "ats", "job board",
    "job boards", "jobs", "interviews", "interviewing", "job search", "candidate sourcing", "ai recruiting",
    "background checks",
  ]),
  c("work/payroll-benefits", "Payroll, Benefits & Compensation", [
    "payroll", "benefits", "employee benefits", "compensation", "global payroll", "employer of record",
    "eor", "peo", "equity compensation", "total rewards",
  ]),
  c("work/hr-software", "HRIS & People Management", [
    "hris", "human resources information system", "core hr", "people management", "employee onboarding",
    "performance management", "employee engagement", "okr", "okrs", "org chart", "people analytics",
  ]),
  c("work/remote-work", "Remote & Hybrid Work", [
    "remote work", "distributed teams", "hybrid work", "remote teams", "async work", "virtual office",
    "remote first",
  ]),
  c("work/frontline-workforce", "Frontline Workforce", [
    "frontline workers", "deskless workers", "shift scheduling", "workforce management", "hourly workers",
    "time tracking", "employee scheduling", "frontline",
  ]),
  c("work/contractor-management", "Contractor Management", [
    "contractor management", "independent contractors", "contractor payments", "freelance management",
    "contingent workforce", "vendor onboarding",
  ]),
  c("work/employee-wellbeing", "Employee Wellbeing & Experience", [
    "employee wellbeing", "employee wellness", "workplace wellbeing", "employee mental health",
    "employee experience", "employee recognition", "workplace culture",
  ]),
];

const LEGALTECH: CategoryRecord[] = [
  c("legaltech", "Legal Tech", [
    "legal tech", "legaltech", "legal", "law", "lawyers", "law firms", "legal services", "attorneys",
    "legal software",
  ]),
  c("legaltech/contract-management", "Contract Management & E-Signature", [
    "contract management", "clm", "contract lifecycle management", "contracts", "contract review",
    "e signature", "esignature", "digital signatures", "contract analytics",
  ]),
  c("legaltech/legal-ai", "Legal AI & Research", [
    "legal ai", "ai for lawyers", "ai lawyer", "legal research", "legal drafting", "document review",
    "ediscovery", "e discovery", "litigation", "litigation support", "litigation finance",
  ]),
  c("legaltech/law-practice", "Law Practice Management", [
    "law practice management", "law firm software", "legal billing", "case management", "legal operations",
    "legal ops", "matter management", "legal intake",
  ]),
  c("legaltech/consumer-legal", "Consumer Legal Services", [
    "consumer legal", "online legal services", "immigration", "wills", "estate planning", "legal help",
    "divorce", "access to justice",
  ]),
  c("legaltech/intellectual-property", "Intellectual Property", [
    "intellectual property", "ip management", "patents", "patent", "trademarks", "trademark",
    "patent search", "ip licensing",
  ]),
  c("legaltech/corporate-governance", "Corporate Governance & Equity", [
    "corporate governance", "entity management", "cap table", "cap table management", "equity management",
    "board management", "business formation", "entity formation", "incorporation", "shareholder management",
  ]),
];

const GOVTECH: CategoryRecord[] = [
  c("govtech", "Government & Defense", [
    "govtech", "gov tech", "government", "public sector", "government technology", "government contracting",
  ]),
  c("govtech/defense", "Defense Tech", [
    "defense", "defence", "defense tech", "defence tech", "defensetech", "military", "national security",
    "dual use", "warfare", "national defense", "aerospace and defense",
  ]),
  c("govtech/defense/autonomous-systems", "Autonomous Defense Systems", [
    "autonomous systems", "military drones", "unmanned systems", "autonomous defense", "counter drone",
    "counter uas", "loitering munitions", "autonomous vessels", "uncrewed systems",
  ]),
  c("govtech/defense/defense-software", "Defense Software & Intelligence", [
    "defense software", "command and control", "c2", "battlefield intelligence", "intelligence analysis",
    "situational awareness", "osint", "open source intelligence", "mission software", "wargaming",
    "defense ai",
  ]),
  c("govtech/defense/defense-hardware", "Defense Hardware", [
    "defense hardware", "munitions", "hypersonics", "hypersonic", "electronic warfare", "directed energy",
    "military hardware", "missiles", "shipbuilding", "defense manufacturing",
  ]),
  c("govtech/public-sector-software", "Public Sector Software", [
    "public sector software", "government software", "state and local government", "citizen services",
    "permitting", "government procurement", "public services", "civic tech", "digital government",
    "benefits administration",
  ]),
  c("govtech/public-safety", "Public Safety", [
    "public safety", "law enforcement", "police", "policing", "emergency response", "first responders",
    "911", "emergency services", "firefighting",
  ]),
  c("govtech/smart-cities", "Smart Cities & Urban Tech", [
    "smart cities", "smart city", "urban tech", "urbantech", "city infrastructure", "urban planning",
    "traffic management", "infrastructure inspection",
  ]),
];

const MOBILITY: CategoryRecord[] = [
  c("mobility", "Mobility & Transportation", [
    "mobility", "transportation", "transport", "automotive", "auto", "cars", "car", "vehicles",
    "urban mobility", "future of mobility", "mobility tech",
  ]),
  c("mobility/autonomous-vehicles", "Autonomous Vehicles", [
    "autonomous vehicles", "autonomous vehicle", "self driving", "self driving cars", "autonomous driving",
    "av", "avs", "robotaxi", "robotaxis", "adas", "autonomous trucks", "autonomous trucking", "lidar",
    "driverless",
  ]),
  c("mobility/micromobility", "Micromobility", [
    "micromobility", "e bikes", "ebikes", "e bike", "scooters", "e scooters", "bike sharing",
    "electric bikes", "electric scooters", "bikes", "cargo bikes", "electric motorcycles",
  ]),
  c("mobility/shared-mobility", "Ride-Hailing & Shared Mobility", [
    "ride hailing", "ridesharing", "ride sharing", "taxis", "taxi", "carpooling", "car sharing", "carsharing",
    "shared mobility", "mobility as a service", "maas", "public transit", "transit",
  ]),
  c("mobility/automotive-software", "Automotive Software & Connected Cars", [
    "automotive tech", "automotive software", "connected cars", "connected vehicles", "vehicle software",
    "software defined vehicle", "software defined vehicles", "car software", "infotainment",
    "vehicle data",
  ]),
  c("mobility/fleet-management", "Fleet Management & Telematics", [
    "fleet management", "fleets", "fleet software", "telematics", "fleet operations", "commercial fleets",
    "vehicle maintenance", "dashcams", "fleet safety",
  ]),
  c("mobility/aviation", "Aviation & Air Mobility", [
    "aviation", "aircraft", "evtol", "electric aircraft", "air taxi", "air taxis", "advanced air mobility",
    "supersonic", "airlines", "airports", "aviation software", "hybrid electric aircraft", "autonomous aircraft",
  ]),
  c("mobility/maritime", "Maritime", [
    "maritime", "vessels", "ports", "autonomous ships", "electric boats", "boats", "marine",
    "shipping vessels", "maritime tech",
  ]),
  c("mobility/car-ownership", "Car Ownership & Dealers", [
    "car ownership", "car subscription", "car leasing", "car repair", "car maintenance", "auto repair",
    "dealerships", "dealership software", "auto dealers", "automotive retail", "car wash", "parking",
  ]),
];

const TELECOM: CategoryRecord[] = [
  c("telecom", "Telecom & Connectivity", [
    "telecom", "telecommunications", "telco", "telcos", "connectivity", "carriers", "isp",
    "internet service provider", "mobile operators", "mvno",
  ]),
  c("telecom/wireless", "5G & Wireless", [
    "5g", "6g", "wireless", "open ran", "o ran", "ran", "private networks", "private 5g", "spectrum",
    "cellular", "mobile networks", "lte",
  ]),
  c("telecom/iot", "IoT & Connected Devices", [
    "iot", "internet of things", "connected devices", "iot platform", "iot connectivity", "esim",
    "lpwan", "m2m", "asset tracking",
  ]),
  c("telecom/broadband", "Broadband & Fiber", [
    "broadband", "fiber", "fibre", "internet access", "rural broadband", "wifi", "wi fi",
    "fixed wireless", "fiber to the home",
  ]),
  c("telecom/satellite-connectivity", "Satellite Connectivity", [
    "satellite internet", "satellite connectivity", "satcom", "satellite communications",
    "non terrestrial networks", "direct to device", "satellite broadband",
  ]),
  c("telecom/communications-platforms", "Communications Platforms", [
    "communications platform", "cpaas", "sms", "voice api", "messaging api", "voip",
    "unified communications", "ucaas", "business phone", "cloud telephony",
  ]),
  c("telecom/network-infrastructure", "Network Infrastructure", [
    "network infrastructure", "networking equipment", "networking", "optical networking", "network software",
    "sdn", "network automation", "telecom towers", "towers", "networks",
  ]),
];

const VERTICAL_SAAS: CategoryRecord[] = [
  c("vertical-saas", "Vertical SaaS", [
    "vertical saas", "vertical software", "industry software", "industry specific software",
    "vertical ai", "software for smbs",
  ]),
  c("vertical-saas/field-services", "Field & Home Services Software", [
    "field services", "field service management", "home services software", "contractor software",
    "hvac software", "plumbers", "electricians", "roofing", "skilled trades",
  ]),
  c("vertical-saas/retail-tech", "Retail Tech", [
    "retail tech", "retail software", "retail analytics", "store operations", "merchandising",
    "pricing software", "dynamic pricing", "brick and mortar", "retail automation",
  ]),
  c("vertical-saas/smb-software", "SMB Software", [
    "smb software", "small business software", "small businesses", "small business", "smb", "smbs",
    "main street", "local businesses", "appointment booking", "booking software", "salons", "spas",
  ]),
  c("vertical-saas/nonprofit", "Nonprofit & Philanthropy", [
    "nonprofits", "nonprofit", "non profit", "non profits", "nonprofit software", "fundraising",
    "donations", "philanthropy", "charity", "charities",
  ]),
  c("vertical-saas/professional-services", "Professional Services Software", [
    "professional services", "accounting firms", "consulting", "consultancies", "agencies",
    "agency software", "professional services automation", "psa", "services firms",
  ]),
  c("vertical-saas/events", "Events & Ticketing", [
    "events", "event management", "event tech", "ticketing", "live events", "conferences",
    "event software", "venues", "experiential",
  ]),
  c("vertical-saas/engineering-design", "Engineering Design & Simulation", [
    "cad", "computer aided design", "simulation", "simulation software", "cae", "engineering software",
    "generative design", "architecture software", "aec", "architecture engineering construction",
  ]),
];

/** Every category, parents before children within each group. */
export const CATEGORIES: readonly CategoryRecord[] = [
  ...SOFTWARE,
  ...DEVTOOLS,
  ...DATA_INFRA,
  ...SECURITY,
  ...FINTECH,
  ...HEALTH,
  ...CLIMATE,
  ...INDUSTRIAL,
  ...DEEPTECH,
  ...CONSUMER,
  ...MARKETPLACES,
  ...PROPTECH,
  ...EDTECH,
  ...WORK,
  ...LEGALTECH,
  ...GOVTECH,
  ...MOBILITY,
  ...TELECOM,
  ...VERTICAL_SAAS,
];
