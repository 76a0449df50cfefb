/**
 * The rules the built-in analyst applies to a founder's description (docs/DECISIONS.md, AI). They are
 * judgements written here, not data: each says what it noticed, what it costs and what to do. No
 * rule names a company or a market figure; those come only from catalogue ideas.
 */
export interface Signal {
  id: string;
  /** What the analyst noticed, as the report says it. */
  label: string;
  pattern: RegExp;
  /** Added to the launch difficulty (negative: easier than the comparable ideas). */
  difficulty: number;
  risk?: string;
  tip?: string;
  monetization?: string;
}

export const SIGNALS: Signal[] = [
  {
    id: "marketplace",
    label: "a two-sided marketplace",
    pattern: /market ?place|two[- ]sided|\bmatch(es|ing)?\b.*\b(with|to)\b|connect(s|ing)? .*\b(with|to)\b|\bbook(ing)?s?\b.*\b(local|nearby)\b/i,
    difficulty: 1.5,
    risk: "A marketplace is empty on both sides at launch: buyers will not come without supply and suppliers will not list without buyers.",
    tip: "Play one side yourself at first: list the supply by hand in one city or one niche and broker the first matches over e-mail.",
    monetization: "A fee per completed booking or match, charged to the side that gains most, once matches happen without your help.",
  },
  {
    id: "hardware",
    label: "physical hardware",
    pattern: /hardware|device|sensor|\biot\b|wearable|3d[- ]print|gadget|robot/i,
    difficulty: 2.5,
    risk: "Hardware means inventory, certification, shipping and returns before the first sale; none of it fits a weekend or a $500 budget.",
    tip: "Sell the outcome before the device: a service or software on hardware the buyer already owns.",
  },
  {
    id: "health",
    label: "health data",
    pattern: /health|patient|clinic|medical|hipaa|therap|doctor|dental|pharma/i,
    difficulty: 1.5,
    risk: "Health data brings HIPAA duties (a business associate agreement with every practice) and a security review before buyers sign.",
    tip: "Keep protected health information out of version one: work with schedules, documents or counts rather than patient records.",
  },
  {
    id: "money",
    label: "moving or holding money",
    pattern: /\bbank|payment|lend|loan|invest|trading|crypto|wallet|credit card|remittance|insurance/i,
    difficulty: 1.5,
    risk: "Touching other people's money can need licences (money transmission, lending, securities) and KYC checks that a solo founder cannot carry.",
    tip: "Stay on the information side: reconcile, report or remind, and let a licensed provider move the money.",
  },
  {
    id: "children",
    label: "children as users",
    pattern: /\bkids?\b|child|students? under|teen|minor|k-12|elementary/i,
    difficulty: 1,
    risk: "Children's data falls under COPPA (and FERPA in schools): parental consent, data agreements and slow school procurement.",
    tip: "Sell to the adults (parents, teachers, school offices) and keep children's personal data out of the product.",
  },
  {
    id: "ai",
    label: "an AI feature at its core",
    pattern: /\bai\b|\bgpt|\bllm|chat ?bot|machine learning|generat(e|es|ive|ing)\b|summari[sz]/i,
    difficulty: 0.5,
    risk: "Model vendors and incumbents add the same AI feature to tools buyers already use; a prompt is not a moat, so the workflow, data or audience has to be.",
    tip: "Price above your model cost per customer with margin to spare, and cap usage per plan from day one.",
  },
  {
    id: "mobile",
    label: "a native mobile app",
    pattern: /mobile app|\bios\b|android|app store|iphone/i,
    difficulty: 1,
    risk: "App store review, store fees on digital purchases and two platforms slow every release.",
    tip: "Ship a web app that works on a phone first; go native when users ask for something only native can do.",
  },
  {
    id: "consumer",
    label: "consumers as buyers",
    pattern: /consumers?|social network|dating|friends|fitness|habit|personal|hobby|families|parents/i,
    difficulty: 0.5,
    risk: "Consumers pay little and churn fast; reaching $10K a month at consumer prices takes hundreds of payers and steady acquisition.",
    monetization: "A yearly plan at a price that beats the cost of the problem, with a free tier small enough that the paid one is the point.",
  },
  {
    id: "enterprise",
    label: "large companies as buyers",
    pattern: /enterprise|fortune 500|large compan|corporat/i,
    difficulty: 1,
    risk: "Large buyers bring long sales cycles, security questionnaires and procurement that a weekend product cannot pass.",
    tip: "Start with the smallest firms that have the same problem; they buy with a card and decide in a week.",
  },
  {
    id: "integration",
    label: "dependence on another platform's API",
    pattern: /integrat|\bapi\b|sync|shopify|quickbooks|salesforce|slack|google (sheets|calendar|drive)|plugin|extension/i,
    difficulty: 0.5,
    risk: "The product lives on another company's API: its terms, rate limits and review process can change or end it.",
  },
  {
    id: "scraping",
    label: "scraped data",
    pattern: /scrap(e|es|ing)|crawl/i,
    difficulty: 0.5,
    risk: "Scraped sources can block you or change their pages, and their terms may forbid the use.",
  },
  {
    id: "niche-b2b",
    label: "a named business buyer",
    pattern: /\bfor (small |independent |solo |local )?[a-z-]+ (firms|agencies|shops|clinics|practices|landlords|contractors|accountants|lawyers|attorneys|schools|restaurants|owners|teams|managers|stores|brokers|carriers|nonprofits|officers|coaches|tutors|photographers|bookkeepers)\b|\bb2b\b/i,
    difficulty: -0.5,
    tip: "Write the buyer's job title and the moment the problem hurts on the landing page; that is the message every channel repeats.",
    monetization: "A monthly subscription per business (or per location), priced against the hours or penalties it saves.",
  },
  {
    id: "deadline",
    label: "a rule or deadline that forces the purchase",
    pattern: /complian|regulat|deadline|\brule\b|\blaw\b|audit|filing|permit|licen[cs]e|certif/i,
    difficulty: 0,
    tip: "Put the rule's date and the penalty on the first screen; a dated obligation is the strongest reason a small business buys this month.",
  },
  {
    id: "light",
    label: "a light format (extension, template, spreadsheet, newsletter)",
    pattern: /chrome extension|browser extension|template|spreadsheet|newsletter|notion|calculator|directory/i,
    difficulty: -1.5,
    risk: "Light formats are easy to copy; expect clones within months and plan the next layer (data, workflow, community) early.",
  },
];

/** Risks every idea carries until evidence says otherwise, so a report never has fewer than three. */
export const BASELINE_RISKS = [
  "Demand is unproven until someone pays: interest, likes and sign-ups are not purchases.",
  "A weekend product starts with no audience; without a channel you can reach every week, it waits for visitors who never come.",
  "Price too low and $10K a month needs more customers than a solo founder can support; at $29 a month that is 345 paying accounts.",
  "Scope grows while nobody pays: anything beyond the one job that hurts delays the first sale.",
];

export const BASELINE_TIPS = [
  "Write the promise in one sentence naming the buyer and the job before writing any code.",
  "Talk to 10 people who have the problem this month; ask what they use today and what it costs them, not whether they like the idea.",
  "Charge from the first customer; a discount for early users is fine, free is not a test.",
];

export const DIFFICULTY_DEFAULT = 5;


/** Whether a description says who pays: "for {someone}" or a known buyer word. */
export function namesABuyer(text: string): boolean {
  return /\bfor\s+(?!example|instance|free|the first)[a-z]/i.test(text) || /\b(owners?|managers?|teams?|firms?|agencies|founders?|freelancers?|landlords?|clinics?|schools?)\b/i.test(text);
}
