export interface AreaWords {
  key: string;
  /** Three-letter unit code prefixes, in the university's style (HBM, NIT, BHO…). */
  unitPrefixes: string[];
  subjects: string[];
  topics: string[];
  /** Keys of the area's `taxonomy_term--interest_area` terms (content/catalogue/study-areas.yaml). */
  interestAreas: string[];
  /** Keys of shared `taxonomy_term--tags` (content/site/taxonomy.yaml) given to the area's courses. */
  tags: string[];
  /** The area offers Higher Education diplomas (spec §7: Education, Business, Computers & IT; the course finder asks for them). */
  higherEducationDiplomas?: true;
  /** Indicative Commonwealth supported student contribution for a full-time year (2026) of the area's undergraduate courses. */
  cspAnnual: number;
  /** The area's bachelor's degrees ask for a VCE Mathematics study score. */
  mathematics?: true;
}

export const STUDY_AREAS: AreaWords[] = [
  { key: "arts-humanities", unitPrefixes: ["ACA", "AHU", "ASM"],
    subjects: ["History", "Creative Writing", "Philosophy", "Screen Media", "Music Production", "Linguistics", "Visual Arts", "Anthropology", "Journalism", "Community Development"],
    topics: ["Narrative", "Australian Identity", "Cultural Theory", "Media Audiences", "Digital Storytelling", "Public Memory", "Sound Design", "Global Cultures", "Ethics", "Editing Practice"],
    interestAreas: ["creative-writing", "community-services", "indigenous-studies"], tags: ["arts", "community"], cspAnnual: 17_194 },
  { key: "business", unitPrefixes: ["BAC", "BMA", "BHO"],
    subjects: ["Accounting", "Marketing", "Supply Chain Management", "Human Resource Management", "Finance", "Event Management", "Entrepreneurship", "Business Analytics", "International Trade", "Tourism"],
    topics: ["Financial Reporting", "Consumer Behaviour", "Logistics", "Workplace Relations", "Corporate Finance", "Strategy", "Innovation", "Forecasting", "Taxation", "Negotiation"],
    interestAreas: ["accounting-finance", "management-leadership", "marketing", "supply-chain-logistics"], tags: ["business"], higherEducationDiplomas: true, cspAnnual: 17_194, mathematics: true },
  { key: "computers-it", unitPrefixes: ["NIT", "NEF", "NSC"],
    subjects: ["Cyber Security", "Software Engineering", "Data Science", "Networking", "Cloud Computing", "Artificial Intelligence", "Web Development", "Information Systems", "Games Design", "Mobile Computing"],
    topics: ["Programming", "Databases", "Network Defence", "Machine Learning", "User Experience", "Distributed Systems", "Algorithms", "Security Operations", "Systems Analysis", "Data Visualisation"],
    interestAreas: ["cyber-security", "software-development", "data-analytics"], tags: ["technology"], higherEducationDiplomas: true, cspAnnual: 9_537, mathematics: true },
  { key: "education", unitPrefixes: ["EDU", "EEC", "ETE"],
    subjects: ["Early Childhood Education", "Primary Teaching", "Secondary Teaching", "Inclusive Education", "Education Support", "Adult Learning", "Educational Leadership", "Outdoor Education", "Language Teaching", "Curriculum Design"],
    topics: ["Literacy", "Numeracy", "Child Development", "Classroom Practice", "Assessment", "Learning Technologies", "Wellbeing", "Professional Experience", "Diversity", "Play-based Learning"],
    interestAreas: ["early-childhood", "primary-secondary-teaching"], tags: ["education", "community"], higherEducationDiplomas: true, cspAnnual: 4_445 },
  { key: "engineering-science", unitPrefixes: ["NEC", "NEM", "SCI"],
    subjects: ["Civil Engineering", "Electrical Engineering", "Mechanical Engineering", "Environmental Science", "Biotechnology", "Chemistry", "Building Surveying", "Architectural Engineering", "Physics", "Food Science"],
    topics: ["Structures", "Circuits", "Thermodynamics", "Ecology", "Materials", "Hydraulics", "Surveying", "Laboratory Methods", "Sustainable Design", "Instrumentation"],
    interestAreas: ["civil-engineering", "electrical-engineering", "laboratory-environmental-science"], tags: ["technology", "sustainability"], cspAnnual: 9_537, mathematics: true },
  { key: "health-biomedicine", unitPrefixes: ["HBM", "HNB", "HPS"],
    subjects: ["Nursing", "Midwifery", "Paramedicine", "Biomedical Science", "Psychology", "Public Health", "Nutrition", "Osteopathy", "Dermal Sciences", "Speech Pathology"],
    topics: ["Anatomy", "Physiology", "Pharmacology", "Mental Health", "Clinical Practice", "Pathophysiology", "Health Promotion", "Research Methods", "Ageing", "Emergency Care"],
    interestAreas: ["nursing", "biomedical-science", "psychology", "public-health"], tags: ["health"], cspAnnual: 9_537 },
  { key: "law-justice", unitPrefixes: ["LLB", "LJC", "LCR"],
    subjects: ["Law", "Criminal Justice", "Criminology", "Legal Studies", "Policing", "Dispute Resolution", "Youth Justice", "Justice and Human Rights", "Forensic Studies", "Corrections"],
    topics: ["Contracts", "Torts", "Evidence", "Constitutional Law", "Criminal Procedure", "Victimology", "Legal Research", "Restorative Justice", "Family Law", "Property"],
    interestAreas: ["law", "criminology-justice", "legal-services"], tags: ["law", "community"], cspAnnual: 17_194 },
  { key: "sports-exercise", unitPrefixes: ["SSE", "SPE", "AHE"],
    subjects: ["Exercise Science", "Sport Management", "Physical Education", "Clinical Exercise Physiology", "Sport Coaching", "Sport Science", "Fitness", "Recreation", "Strength and Conditioning", "Sports Media"],
    topics: ["Biomechanics", "Motor Control", "Exercise Prescription", "Sport Psychology", "Performance Analysis", "Injury Prevention", "Coaching Practice", "Physical Activity", "Sport Policy", "Nutrition for Performance"],
    interestAreas: ["exercise-science", "sport-coaching", "sport-management", "fitness"], tags: ["sport", "health"], cspAnnual: 9_537 },
  { key: "trades", unitPrefixes: ["CPC", "UEE", "AUR"],
    subjects: ["Carpentry", "Electrotechnology", "Plumbing", "Automotive Technology", "Bricklaying", "Cabinet Making", "Engineering Fabrication", "Painting and Decorating", "Refrigeration", "Horticulture"],
    topics: ["Workplace Safety", "Construction Methods", "Wiring Rules", "Hand and Power Tools", "Technical Drawing", "Estimating", "Welding", "Site Communication", "Diagnostics", "Materials Handling"],
    interestAreas: ["building-construction", "electrical-trades", "automotive"], tags: ["technology", "sustainability"], cspAnnual: 9_537, mathematics: true },
  { key: "vce-preparation-english", unitPrefixes: ["VCE", "ELI", "FDN"],
    subjects: ["English Language", "Academic English", "VCE", "Foundation Studies", "Tertiary Preparation", "EAL", "University Pathways", "Adult Literacy", "Study Skills", "Further Education"],
    topics: ["Academic Writing", "Reading Strategies", "Spoken Communication", "Maths Foundations", "Research Skills", "Critical Thinking", "Digital Literacy", "Listening", "Grammar", "Presentation Skills"],
    interestAreas: ["english-language", "vce", "foundation-studies"], tags: ["education"], cspAnnual: 4_445 },
];

export const HIGHER_EDUCATION_DIPLOMA = "Higher Education diploma";

export interface CoursePattern {
  /** "{s}" is the subject. */
  title: string;
  /** One of the AQF levels listed in content/catalogue/FIELDS.md. */
  aqf: string;
  duration: string;
  /** null for TAFE, short and research courses (FIELDS.md). */
  creditPoints: number | null;
  /** `field_course_duration_years`: full-time years; absent for short courses of days or weeks. */
  years?: number;
  /** The spec §9 label when it differs from the level's (Research; Higher Education diplomas are Undergraduate). */
  label?: string;
  provider?: "University" | "Polytechnic";
}

export interface LevelWords {
  /** The `taxonomy_term--study_level` key (the search filter level). */
  key: string;
  /** Default `field_course_level_label` (spec §9). */
  label: string;
  patterns: CoursePattern[];
  codeLetter: string;
  provider: "University" | "Polytechnic";
  /** `field_unit_study_level` of the level's units (units are bachelor or postgraduate). */
  unitLevel: "bachelor" | "postgraduate";
  /** `field_unit_level` values (the first digit of the unit code), by unit position in the course. */
  unitYears: number[];
  /** `field_course_study_mode` choices (TAFE trades courses are apprenticeships instead). */
  studyModes: string[][];
}

export const STUDY_LEVELS: LevelWords[] = [
  { key: "bachelor", label: "Undergraduate", codeLetter: "B", provider: "University", unitLevel: "bachelor",
    unitYears: [1, 1, 1, 1, 2, 2, 2, 3, 3, 3], studyModes: [["Full time", "Part time"], ["Full time"]],
    patterns: [
      { title: "Bachelor of {s}", aqf: "Bachelor", duration: "3 years full time or part-time equivalent", creditPoints: 288, years: 3 },
      { title: "Bachelor of Applied {s}", aqf: "Bachelor", duration: "3 years full time or part-time equivalent", creditPoints: 288, years: 3 },
      { title: "Undergraduate Certificate in {s}", aqf: "Undergraduate certificate", duration: "6 months full time or 1 year part time", creditPoints: 48, years: 0.5 },
      { title: "Bachelor of {s} (Honours)", aqf: "Bachelor", duration: "4 years full time or part-time equivalent", creditPoints: 384, years: 4 },
    ] },
  { key: "postgraduate", label: "Postgraduate", codeLetter: "E", provider: "University", unitLevel: "postgraduate",
    unitYears: [5, 5, 5, 5, 5, 6, 6, 6, 6, 6], studyModes: [["Full time", "Part time"], ["Part time"]],
    patterns: [
      { title: "Master of {s}", aqf: "Masters (Coursework)", duration: "2 years full time or part-time equivalent", creditPoints: 192, years: 2 },
      { title: "Graduate Certificate in {s}", aqf: "Graduate Certificate", duration: "6 months full time or 1 year part time", creditPoints: 48, years: 0.5 },
      { title: "Doctor of Philosophy ({s})", aqf: "Doctoral", duration: "4 years full time or part-time equivalent", creditPoints: null, years: 4, label: "Research" },
      { title: "Master of Research ({s})", aqf: "Masters (Research)", duration: "2 years full time or part-time equivalent", creditPoints: null, years: 2, label: "Research" },
    ] },
  { key: "tafe", label: "TAFE", codeLetter: "T", provider: "Polytechnic", unitLevel: "bachelor",
    unitYears: [1, 1, 1, 1, 1, 2, 2, 2, 2, 2], studyModes: [["Full time", "Part time"], ["Part time"]],
    patterns: [
      { title: "Certificate III in {s}", aqf: "Certificate III", duration: "1 year full time or 2 years part time", creditPoints: null, years: 1 },
      { title: "Certificate IV in {s}", aqf: "Certificate IV", duration: "1 year full time or 2 years part time", creditPoints: null, years: 1 },
      { title: "Diploma of {s}", aqf: "Diploma", duration: "18 months full time or part-time equivalent", creditPoints: null, years: 1.5 },
      // Spec: "TAFE covers TAFE and Higher Education diplomas"; the provider is the University, the label Undergraduate.
      { title: "Diploma of {s} (Higher Education)", aqf: HIGHER_EDUCATION_DIPLOMA, duration: "1 year full time or part-time equivalent",
        creditPoints: 96, years: 1, label: "Undergraduate", provider: "University" },
    ] },
  { key: "short-course", label: "Short course (non-award)", codeLetter: "Z", provider: "Polytechnic", unitLevel: "bachelor",
    unitYears: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], studyModes: [["Part time"]],
    patterns: [
      { title: "Introduction to {s}", aqf: "Short Course", duration: "6 evenings over 6 weeks", creditPoints: null },
      { title: "{s} Essentials", aqf: "Short Course", duration: "2 days", creditPoints: null },
      { title: "Foundations of {s}", aqf: "Short Course", duration: "8 weeks part time", creditPoints: null },
      { title: "Professional Skills in {s}", aqf: "Short Course", duration: "5 days", creditPoints: null, provider: "University" },
    ] },
];

export const UNIT_PATTERNS = [
  "Foundations of {t}", "Applied {t}", "Advanced {t}", "{t} in Practice", "Introduction to {t}", "{t} and Society",
  "Professional Practice: {t}", "Research Methods in {t}", "Contemporary Issues in {t}", "{t} Project",
];

/** `taxonomy_term--campus` keys (content/catalogue/campuses.yaml); "online" is added to courses taught online. */
export const CAMPUSES = [
  { key: "footscray-park", name: "Footscray Park" }, { key: "footscray-nicholson", name: "Footscray Nicholson" },
  { key: "city-tower", name: "City Tower" }, { key: "st-albans", name: "St Albans" }, { key: "sunshine", name: "Sunshine" },
  { key: "werribee", name: "Werribee" }, { key: "sydney", name: "Sydney" },
];
export const ONLINE_CAMPUS = "online";
export const DELIVERY_MODES = [["On campus"], ["On campus", "Blended"], ["On campus", "Online"], ["Blended", "Online"]];
export const INTAKE_MONTHS = ["February", "March", "July", "September"];
/** `field_unit_study_period` patterns (Block Model: Block 1 to Block 8, or a full year). */
export const STUDY_PERIODS = [["Block 1", "Block 5"], ["Block 2", "Block 6"], ["Block 3", "Block 7"], ["Block 4", "Block 8"],
  ["Block 1", "Block 3", "Block 5"], ["Block 6"], ["Full year"]];
/** `field_unit_assessments` patterns; the weights of each add up to 100. */
export const ASSESSMENTS = [
  [{ type: "Case study", weight: 30 }, { type: "Report", weight: 40 }, { type: "Presentation", weight: 30 }],
  [{ type: "Reflection", weight: 20 }, { type: "Project", weight: 40 }, { type: "Test", weight: 40 }],
  [{ type: "Practical", weight: 50 }, { type: "Portfolio", weight: 50 }],
];
export const CAREER_ROLES = ["{s} officer", "{s} consultant", "{s} coordinator", "{s} analyst"];

/** A kind of support of the generated scholarships: its term, title word, value and how it is paid. */
export interface ScholarshipKind {
  support: string;
  titleWord: string;
  valueText: string;
  amount: number | null;
  frequency: "one_off" | "per_year" | "per_semester" | "per_fortnight";
}

/** The generated scholarships' kinds of support, in turn (content/catalogue/scholarships/vocabularies.yaml). */
export const SCHOLARSHIP_KINDS: readonly ScholarshipKind[] = [
  { support: "cash-payment", titleWord: "Excellence", valueText: "$5,000 a year", amount: 5000, frequency: "per_year" },
  { support: "fee-reduction", titleWord: "Access", valueText: "25% of tuition fees", amount: null, frequency: "per_year" },
  { support: "cash-payment", titleWord: "Commencing", valueText: "$2,500 one-off", amount: 2500, frequency: "one_off" },
  { support: "fee-waiver", titleWord: "Opportunity", valueText: "Full tuition fee waiver", amount: null, frequency: "per_year" },
  { support: "accommodation", titleWord: "Accommodation", valueText: "Half-price on-campus room for one year", amount: 7280, frequency: "per_year" },
  { support: "travel-placement", titleWord: "Placement", valueText: "$400 a fortnight on placement", amount: 400, frequency: "per_fortnight" },
  { support: "equipment-study-costs", titleWord: "Study Costs", valueText: "$1,200 towards equipment", amount: 1200, frequency: "one_off" },
  { support: "cash-payment", titleWord: "Progress", valueText: "$1,500 a semester", amount: 1500, frequency: "per_semester" },
];
/** The generated scholarships' equity groups, in turn; null: open to everyone. */
export const EQUITY_GROUPS: readonly (string | null)[] = ["first-in-family", null, "regional-remote", "aboriginal-torres-strait-islander", null,
  "disability-medical", "financial-hardship", null, "refugee-background", "women-in-stem"];
/** Days from the seed day of the generated scholarships' close dates, in turn; null: always open. */
export const SCHOLARSHIP_CLOSE_DAYS: readonly (number | null)[] = [5, 12, 30, 60, -15, null, 90, -40, 21];


/** The terms (and media) the generator links to, by type and key; those missing from the database are left out. */
export const LINKED_TERMS: { type: string; key: string }[] = [
  ...STUDY_AREAS.flatMap((area) => [
    { type: "taxonomy_term--study_area", key: area.key },
    { type: "media--image", key: `study-area-${area.key}` },
    ...area.interestAreas.map((key) => ({ type: "taxonomy_term--interest_area", key })),
  ]),
  ...STUDY_LEVELS.map((level) => ({ type: "taxonomy_term--study_level", key: level.key })),
  ...[...CAMPUSES.map((campus) => campus.key), ONLINE_CAMPUS].map((key) => ({ type: "taxonomy_term--campus", key })),
  ...[...new Set([...STUDY_AREAS.flatMap((area) => area.tags), "international"])].map((key) => ({ type: "taxonomy_term--tags", key })),
  { type: "taxonomy_term--topic", key: "study" },
  ...[...new Set(SCHOLARSHIP_KINDS.map((kind) => kind.support))].map((key) => ({ type: "taxonomy_term--scholarship_support", key })),
  ...EQUITY_GROUPS.flatMap((key) => (key === null ? [] : [{ type: "taxonomy_term--equity_group", key }])),
];

/**
 * How a course is applied for and paid for, which decides its apply, fee, entry and English fields (FIELDS.md):
 * domestic undergraduate entry through VTAC, postgraduate coursework, research, TAFE and short courses.
 */
export type CourseKind = "undergraduate" | "postgraduate" | "research" | "tafe" | "short";

/** Indicative 2026 fees (AUD) other than the areas' Commonwealth supported contributions. */
export const FEES = {
  year: 2026,
  postgraduateUnit: 3_720,
  tafeSubsidisedAnnual: 3_900,
  tafeFullAnnual: 9_800,
  shortCourse: 390,
  shortCourseConcession: 290,
  international: { undergraduate: 34_400, postgraduate: 36_900 },
};

/** `field_course_apply_domestic_next_steps` by kind; international courses all say the same. */
export const APPLY_NEXT_STEPS: Record<CourseKind, string> = {
  undergraduate: "Add this course to your admissions centre preferences with its ten-digit course code. Offers are made in rounds from December; "
    + "you accept your offer online, then enrol with us.",
  postgraduate: "You create an account, upload your transcripts, CV and ID, and hear from us within ten working days. If we make you an offer, you accept it online and enrol.",
  research: "Contact a potential supervisor first and develop a research proposal together. Then apply with their support, your transcripts and the proposal; applications and scholarships are assessed in rounds.",
  tafe: "You create an account and book a pre-training review of your language, literacy and numeracy. We check whether you are eligible for Free TAFE or a government-subsidised place, then you enrol and pay online.",
  short: "Choose a session and pay online; a confirmation email with everything you need arrives straight away.",
};
export const APPLY_INTERNATIONAL_NEXT_STEPS = "Apply online with your transcripts, passport and English test results, yourself or through a registered "
  + "education agent. If you receive an offer letter, you accept it and pay the deposit; we then send your electronic Confirmation of "
  + "Enrolment (eCoE), which you need to apply for your student visa.";

/** `field_course_english_domestic` and `field_course_english_international`. */
export const ENGLISH = {
  vce25: "Units 3 and 4: a study score of at least 25 in English (EAL) or 20 in any other English.",
  vce20: "Units 3 and 4: a study score of at least 20 in any English.",
  degree: "Your previous degree taught in English meets the requirement; otherwise IELTS Academic 6.5 overall with no band below 6.0, or equivalent.",
  tafe: "No set score: a pre-training review of your language, literacy and numeracy makes sure the course suits you, and support is built in.",
  undergraduateInternational: "IELTS Academic 6.0 overall with no band below 5.5; PTE Academic 50 with no communicative skill below 42; or TOEFL iBT 60 with no section below 12.",
  postgraduateInternational: "IELTS Academic 6.5 overall with no band below 6.0; PTE Academic 58 with no communicative skill below 50; or TOEFL iBT 79 with no section below 18.",
};
