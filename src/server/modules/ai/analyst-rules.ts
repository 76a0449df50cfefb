/**
 * The rules the built-in analyst applies to a founder's description (docs/DECISIONS.md, AI). They are
 * judgements written here, not data: each says what it noticed, what it costs and what to do. No
 * rule names a company or a market figure; those come only from catalogue ideas.
 *
 * Rules read words, not substrings: every pattern is bounded by \b, patterns that need two things
 * look for both in any order, and each rule first removes the phrases where its words mean
 * something else ("hardware startups" is a buyer, not a device; "insurance certificates" and
 * "match remittances to claims" move no money).
 */
export interface Signal {
  id: string;
  /** What the analyst noticed, as the report says it. */
  label: string;
  /** Whether the description shows it (lower-case text, see noticeIn). */
  test(text: string): boolean;
  /** Added to the launch difficulty (negative: easier than the comparable ideas). */
  difficulty: number;
  /** How strongly it argues against a weekend product: 2 alone makes the verdict "avoid". */
  redFlag: number;
  risk?: string;
  tip?: string;
  monetization?: string;
}

/** A rule: true when any `positive` pattern matches once every `negative` phrase is blanked out. */
function rule(positive: RegExp[], negative: RegExp[] = []): (text: string) => boolean {
  return (text) => {
    const rest = negative.reduce((current, pattern) => current.replace(new RegExp(pattern.source, "g"), " "), text);
    return positive.some((pattern) => pattern.test(rest));
  };
}

/** Nouns for people and organisations on either side of a match (marketplace detection). */
const PARTIES =
  "people|persons?|buyers?|sellers?|freelancers?|consultants?|contractors?|experts?|tutors?|teachers?|students?|parents?|sitters?|babysitters?|nann(?:y|ies)|drivers?|riders?|hosts?|guests?|owners?|clients?|vendors?|suppliers?|farmers?|lenders?|borrowers?|investors?|founders?|co-?founders?|mentors?|volunteers?|nonprofits?|carriers?|musicians?|walkers?|groomers?|landlords?|tenants?|renters?|travell?ers?|creators?|brands?|startups?|professionals?|coaches|therapists?|doctors?|nurses?|dietitians?|congregations?|churches|interns?|caterers?|workers?|employers?|candidates?|companies|businesses|shops?|stores?|restaurants?|processors?|applicators?|crews?|sub(?:stitute)?s?";

export const SIGNALS: Signal[] = [
  {
    id: "marketplace",
    label: "a two-sided marketplace",
    test: rule([
      /\bmarket ?places?\b/,
      /\btwo[- ]sided\b/,
      /\bpeer[- ]to[- ]peer\b|\bp2p\b/,
      /\b(?:uber|airbnb|fiverr|upwork|etsy|tinder) for\b/,
      /\bfind each other\b/,
      /\bbuy and sell\b|\bsell (?:it|them|[a-z-]+ [a-z-]+ )?to (?:other|each other|one another)\b/,
      new RegExp(`\\b(?:connect|match|pair)(?:s|es|ed|ing)?\\b[^.;]{0,80}?\\b(?:with|to)\\b[^.;]{0,60}?\\b(?:${PARTIES})\\b`),
      new RegExp(`\\b(?:connect|match|pair)(?:s|es|ed|ing)?\\s+(?:[a-z'-]+\\s+){0,3}?(?:${PARTIES})\\b`),
    ]),
    difficulty: 1.5,
    redFlag: 1,
    risk: "A marketplace is empty on both sides at launch: buyers will not come without supply and suppliers will not list without buyers.",
    tip: "Play one side yourself at first: list the supply by hand in one city or one niche and broker the first matches over e-mail.",
    monetization: "A fee per completed booking or match, charged to the side that gains most, once matches happen without your help.",
  },
  {
    id: "hardware",
    label: "physical hardware",
    test: rule(
      [
        /\bhardware\b/,
        /\b(?:sensors?|wearables?|drones?|robots?|robotics?|gadgets?|iot|3d[- ]print(?:ed|ing|er|ers)?)\b/,
        /\b(?:smart|gps)\b[^.;]{0,20}\b(?:collars?|trackers?|tags?|locks?|rings?|watch(?:es)?|glasses|devices?|plugs?|meters?|scales?|bottles?)\b/,
        /\b(?:physical|custom|our own|a) devices?\b/,
      ],
      [/\bhardware (?:startups?|compan(?:y|ies)|founders?|brands?|teams?|makers?|stores?|retailers?|engineers?|businesses)\b/, /\bhardware[- ]agnostic\b/, /\b(?:their|your|existing) (?:own )?(?:hardware|devices?|phones?)\b/, /\bdrone (?:spray )?(?:applicators?|operators?|pilots?)\b/],
    ),
    difficulty: 2.5,
    redFlag: 2,
    risk: "Hardware means inventory, certification, shipping and returns before the first sale; none of it fits a weekend or a $500 budget.",
    tip: "Sell the outcome before the device: a service or software on hardware the buyer already owns.",
  },
  {
    id: "health",
    label: "health data",
    test: rule(
      [
        /\b(?:patients?|medical records?|phi|hipaa|ehr|emr|diagnos(?:is|es|e|tic|tics)|prescriptions?|clinical|symptoms?|medications?|therapy notes)\b/,
        /\bhealth (?:data|records?|information|history)\b/,
        /\b(?:detects?|monitors?|alerts?)\b[^.;]{0,40}\bfalls?\b/,
      ],
      [/\bhealth (?:inspectors?|inspections?|departments?|codes?)\b/, /\bhealth and safety\b/],
    ),
    difficulty: 1.5,
    redFlag: 1,
    risk: "Health data brings HIPAA duties (a business associate agreement with every practice) and a security review before buyers sign.",
    tip: "Keep protected health information out of version one: work with schedules, documents or counts rather than patient records.",
  },
  {
    id: "money",
    label: "moving or holding other people's money",
    test: rule(
      [
        /\b(?:lend|lends|lending|lender platform|loans? to|borrowers?)\b/,
        /\binvest(?:s|ing|ment|ments)?\b[^.;]{0,40}\b(?:money|spare change|funds?|savings|stocks?|index)\b/,
        /\b(?:hold|holds|holding|custody of|safeguard(?:s|ing)?) (?:the )?(?:customer|client|user|tenant|other people'?s?)'?s? (?:money|funds|deposits)\b/,
        /\b(?:send|sends|sending|transfers?|transferring) money\b/,
        /\bmoney (?:transfers?|transmission|transmitters?)\b/,
        /\bremittances? (?:abroad|home|to family|overseas)\b/,
        /\b(?:crypto|stablecoin) (?:exchange|wallet|trading|custody)\b/,
        /\bescrow\b|\bfactoring\b|\bpayday (?:loans?|advances?)\b|\bcash advances?\b/,
        // Issuing a card means holding the balance behind it (a bank or programme manager partner).
        /\b(?:debit|prepaid|spending) cards?\b/,
      ],
      [
        /\b(?:match(?:es|ing)?|reconcil(?:e|es|ing|iation)|track(?:s|ing)?|log(?:s|ging)?|flag(?:s|ging)?|audit(?:s|ing)?|report(?:s|ing)?|check(?:s|ing)?)\b[^.;]{0,40}\b(?:remittances?|payments?|refunds?|deposits?|transfers?|charges?|loans?)\b/,
        /\binsurance (?:certificates?|cards?|polic(?:y|ies)|claims?|coverage|renewals?)\b/,
        /\baccept(?:s|ing)? (?:credit |debit |prepaid )*(?:and )?(?:credit|debit|prepaid) cards?\b/,
        /\bcertificates? of insurance\b/,
      ],
    ),
    difficulty: 1.5,
    redFlag: 2,
    risk: "Touching other people's money can need licences (money transmission, lending, securities) and KYC checks that a solo founder cannot carry.",
    tip: "Stay on the information side: reconcile, report or remind, and let a licensed provider move the money.",
  },
  {
    id: "children",
    label: "children as users",
    test: rule(
      [/\b(?:kids?|children|child|minors?|teens?|teenagers?|toddlers?|preschool(?:ers)?|k-12|elementary|babysit(?:ter|ters|ting)?|nann(?:y|ies)|childcare|daycare)\b/, /\baged? \d{1,2} (?:to|-) \d{1,2}\b/],
      [/\b(?:children|kids)'?s? products?\b/, /\b(?:their|employees'?) (?:children|kids)\b/, /\bvaccines for children\b/],
    ),
    difficulty: 1,
    redFlag: 1,
    risk: "Children's data falls under COPPA (and FERPA in schools): parental consent, data agreements and slow school procurement.",
    tip: "Sell to the adults (parents, teachers, school offices) and keep children's personal data out of the product.",
  },
  {
    id: "background-checks",
    label: "background checks on people",
    test: rule([/\bbackground[- ](?:checks?|checked|screening)\b/, /\bcriminal (?:records?|history)\b/, /\bvetted (?:by us|sitters|drivers)\b/]),
    difficulty: 1,
    redFlag: 1,
    risk: "Background checks on people fall under the FCRA: a consumer reporting agency, written consent, adverse-action notices, and liability when a checked person does harm.",
    tip: "Buy checks from an accredited screening provider through its API and say plainly what a check does and does not cover.",
  },
  {
    id: "delivery",
    label: "delivering physical goods",
    test: rule(
      [
        /\b(?:same[- ]day|next[- ]day|on[- ]demand|home|doorstep|last[- ]mile|local) deliver(?:y|ies)\b/,
        /\bdeliver(?:s|y|ies|ing)?\b[^.;]{0,60}\b(?:gig|couriers?|riders?|drivers?|vans?)\b/,
        /\bgig (?:drivers?|workers?|couriers?)\b/,
      ],
      [/\b(?:delivery|gig) (?:dates?|windows?|notes?|schedules?)\b/],
    ),
    difficulty: 1.5,
    redFlag: 1,
    risk: "Delivery means drivers, vehicles, insurance and failed drop-offs every day: an operation with thin margins before it is software.",
    tip: "Sell the software to businesses that already run deliveries instead of running them yourself.",
  },
  {
    id: "ai",
    label: "an AI feature at its core",
    test: rule([/\bai\b/, /\bgpt\b|\bllms?\b|\bchat ?bots?\b|\bmachine learning\b/, /\bgenerat(?:e|es|ive|ing)\b/, /\bsummari[sz](?:e|es|ing)\b/]),
    difficulty: 0.5,
    redFlag: 0,
    risk: "Model vendors and incumbents add the same AI feature to tools buyers already use; a prompt is not a moat, so the workflow, data or audience has to be.",
    tip: "Price above your model cost per customer with margin to spare, and cap usage per plan from day one.",
  },
  {
    id: "mobile",
    label: "a native mobile app",
    test: rule([/\bmobile app\b|\bios\b|\bandroid\b|\bapp store\b|\biphone\b/]),
    difficulty: 1,
    redFlag: 0,
    risk: "App store review, store fees on digital purchases and two platforms slow every release.",
    tip: "Ship a web app that works on a phone first; go native when users ask for something only native can do.",
  },
  {
    id: "consumer",
    label: "consumers as buyers",
    test: rule([/\b(?:consumers?|social network|dating|friends|fitness|habits?|hobby|hobbyists?|families|personal finance|lovers|fans|nerds|your (?:cat|dog|pet|house|home|phone))\b/], [/\bconsumer (?:brands?|products?|goods|protection)\b/]),
    difficulty: 0.5,
    redFlag: 0,
    risk: "Consumers pay little and churn fast; reaching $10K a month at consumer prices takes hundreds of payers and steady acquisition.",
    monetization: "A yearly plan at a price that beats the cost of the problem, with a free tier small enough that the paid one is the point.",
  },
  {
    id: "enterprise",
    label: "large companies as buyers",
    test: rule([/\benterprises?\b|\bfortune 500\b|\blarge compan(?:y|ies)\b|\bcorporations?\b/]),
    difficulty: 1,
    redFlag: 0,
    risk: "Large buyers bring long sales cycles, security questionnaires and procurement that a weekend product cannot pass.",
    tip: "Start with the smallest firms that have the same problem; they buy with a card and decide in a week.",
  },
  {
    id: "integration",
    label: "dependence on another platform's API",
    test: rule([/\bintegrat(?:e|es|ion|ions|ing)\b|\bapis?\b|\bsync(?:s|ing)?\b|\bshopify\b|\bquickbooks\b|\bsalesforce\b|\bslack\b|\bgoogle (?:sheets|calendar|drive)\b|\bplugins?\b/]),
    difficulty: 0.5,
    redFlag: 0,
    risk: "The product lives on another company's API: its terms, rate limits and review process can change or end it.",
  },
  {
    id: "scraping",
    label: "scraped data",
    test: rule([/\bscrap(?:e|es|ing|er|ers)\b|\bcrawl(?:s|ing|er)?\b/]),
    difficulty: 0.5,
    redFlag: 0,
    risk: "Scraped sources can block you or change their pages, and their terms may forbid the use.",
  },
  {
    id: "niche-b2b",
    label: "a named business buyer",
    test: (text) => BUSINESS_PATTERN.test(text),
    difficulty: -0.5,
    redFlag: 0,
    tip: "Write the buyer's job title and the moment the problem hurts on the landing page; that is the message every channel repeats.",
    monetization: "A monthly subscription per business (or per location), priced against the hours or penalties it saves.",
  },
  {
    id: "deadline",
    label: "a rule or deadline that forces the purchase",
    test: rule([/\bcomplian(?:ce|t)\b|\bregulat(?:ion|ions|ory|ed|or|ors)\b|\bdeadlines?\b|\brules?\b|\blaws?\b|\bacts?\b|\baudits?\b|\bfilings?\b|\bpermits?\b|\blicen[cs]es?\b|\bcertif(?:y|ied|ication|ications)\b|\binspections?\b|\bdeductions?\b/]),
    difficulty: 0,
    redFlag: 0,
    tip: "Put the rule's date and the penalty on the first screen; a dated obligation is the strongest reason a small business buys this month.",
  },
  {
    id: "light",
    label: "a light format (extension, template, spreadsheet, newsletter)",
    test: rule([/\b(?:chrome|browser) extensions?\b|\btemplates?\b|\bspreadsheets?\b|\bnewsletters?\b|\bnotion\b|\bcalculators?\b|\bdirector(?:y|ies)\b/]),
    difficulty: -1.5,
    redFlag: 0,
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


/**
 * Who pays, as a noun phrase the description uses: people or organisations with a job or a budget
 * ("small landlords", "independent pharmacies", "wedding photographers"). Animals, objects and
 * "people" or "users" in general name no buyer: "for cats" is not a buyer.
 */
const BUSINESS_BUYERS =
  "owners?|managers?|landlords?|pharmac(?:y|ies)|clinics?|practices?|dealers?|dealerships?|contractors?|firms?|agenc(?:y|ies)|shops?|stores?|restaurants?|cafes?|food trucks?|schools?|microschools?|districts?|colleges?|universit(?:y|ies)|labs?|hospitals?|brokers?|brokerages?|carriers?|couriers?|fleets?|farms?|breweries|venues?|churches|church offices?|congregations?|nonprofits?|charit(?:y|ies)|employers?|retailers?|sellers?|merchants?|brands?|importers?|exporters?|manufacturers?|formulators?|processors?|associations?|hoas?|startups?|studios?|salons?|gyms?|bureaus?|offices?|departments?|teams?|companies|businesses|organi[sz]ations?|vendors?|suppliers?|wholesalers?|distributors?|providers?|centers?|centres?|programs?|lenders?|banks?|credit unions?|insurers?|law firms?|practitioners?|crews?|bandleaders?|bands?|directors?|administrators?|secretar(?:y|ies)|officers?|recruiters?|staffing firms?";
const PERSON_BUYERS =
  "founders?|freelancers?|consultants?|lawyers?|attorneys?|accountants?|bookkeepers?|cpas?|preparers?|dentists?|doctors?|physicians?|therapists?|nurses?|dietitians?|pharmacists?|teachers?|tutors?|coaches|trainers?|photographers?|videographers?|writers?|designers?|developers?|engineers?|creators?|streamers?|youtubers?|influencers?|podcasters?|musicians?|artists?|stylists?|hairstylists?|barbers?|groomers?|referees?|officials?|truckers?|drivers?|operators?|farmers?|beekeepers?|gardeners?|landscapers?|plumbers?|electricians?|realtors?|agents?|investors?|parents?|students?|grad students?|researchers?|homeowners?|home buyers?|buyers?|renters?|tenants?|consumers?|professionals?|executives?|marketers?|sales reps?|recruiters?|hr teams?|homeschoolers?|caregivers?|retirees?|travell?ers?|expats?|immigrants?|veterans?|patients?|families|taxpayers?|testers?|applicators?|inspectors?|interns?|secretaries";
const BUYER_PATTERN = new RegExp(`\\b(?:${BUSINESS_BUYERS}|${PERSON_BUYERS})\\b`);
const BUSINESS_PATTERN = new RegExp(`\\b(?:${BUSINESS_BUYERS})\\b|\\bb2b\\b`);

export function namesABuyer(text: string): boolean {
  return BUYER_PATTERN.test(text.toLowerCase());
}

/** Whether the buyer named is a business (or a professional paid by one), which pays more per account. */
export function namesABusinessBuyer(text: string): boolean {
  return BUSINESS_PATTERN.test(text.toLowerCase());
}
