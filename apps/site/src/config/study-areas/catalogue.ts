import type { StudyLevelFilter } from "./types";

/*
 * What the two datasets are written from: the ten study areas, their interest areas (URL slug and label) and,
 * per audience, which interest areas each level lists. Slugs are the content's interest-area keys, so the
 * demo catalogue's courses fall into them (content/catalogue/study-areas.yaml).
 */

export interface InterestAreaEntry {
  slug: string;
  label: string;
}

export interface StudyAreaEntry {
  slug: string;
  label: string;
  interestAreas: readonly InterestAreaEntry[];
}

export const STUDY_AREA_CATALOGUE = [
  { slug: "arts-humanities", label: "Arts & humanities", interestAreas: [
    { slug: "creative-writing", label: "Creative writing & communication" },
    { slug: "community-services", label: "Community services & development" },
    { slug: "indigenous-studies", label: "Indigenous studies" },
  ] },
  { slug: "business", label: "Business", interestAreas: [
    { slug: "accounting-finance", label: "Accounting & finance" },
    { slug: "management-leadership", label: "Management & leadership" },
    { slug: "marketing", label: "Marketing" },
    { slug: "supply-chain-logistics", label: "Supply chain & logistics" },
  ] },
  { slug: "computers-it", label: "Computers & IT", interestAreas: [
    { slug: "cyber-security", label: "Cyber security" },
    { slug: "software-development", label: "Software development" },
    { slug: "data-analytics", label: "Data science & analytics" },
  ] },
  { slug: "education", label: "Education", interestAreas: [
    { slug: "early-childhood", label: "Early childhood" },
    { slug: "primary-secondary-teaching", label: "Primary & secondary teaching" },
  ] },
  { slug: "engineering-science", label: "Engineering & science", interestAreas: [
    { slug: "civil-engineering", label: "Civil engineering" },
    { slug: "electrical-engineering", label: "Electrical & renewable energy engineering" },
    { slug: "laboratory-environmental-science", label: "Laboratory & environmental science" },
  ] },
  { slug: "health-biomedicine", label: "Health & biomedicine", interestAreas: [
    { slug: "nursing", label: "Nursing" },
    { slug: "biomedical-science", label: "Biomedical science" },
    { slug: "psychology", label: "Psychology" },
    { slug: "public-health", label: "Public health" },
  ] },
  { slug: "law-justice", label: "Law & justice", interestAreas: [
    { slug: "law", label: "Law" },
    { slug: "criminology-justice", label: "Criminology & criminal justice" },
    { slug: "legal-services", label: "Legal services" },
  ] },
  { slug: "sports-exercise", label: "Sports & exercise", interestAreas: [
    { slug: "exercise-science", label: "Exercise & sport science" },
    { slug: "sport-coaching", label: "Sport coaching" },
    { slug: "sport-management", label: "Sport management" },
    { slug: "fitness", label: "Fitness" },
  ] },
  { slug: "trades", label: "Trades", interestAreas: [
    { slug: "building-construction", label: "Building & construction" },
    { slug: "electrical-trades", label: "Electrical" },
    { slug: "automotive", label: "Automotive" },
  ] },
  { slug: "vce-preparation-english", label: "VCE, preparation & English language", interestAreas: [
    { slug: "english-language", label: "English language" },
    { slug: "vce", label: "VCE" },
    { slug: "foundation-studies", label: "Foundation & tertiary preparation" },
  ] },
] as const satisfies readonly StudyAreaEntry[];

export type StudyAreaSlug = (typeof STUDY_AREA_CATALOGUE)[number]["slug"];

/** Per area, in display order: each level's filter value and the slugs of the interest areas it lists. */
export type LevelPlan = Partial<Record<StudyAreaSlug, readonly (readonly [StudyLevelFilter, readonly string[]])[]>>;

export const DOMESTIC_LEVELS: LevelPlan = {
  "arts-humanities": [
    ["Bachelor", ["creative-writing", "community-services", "indigenous-studies"]],
    ["Postgraduate", ["creative-writing", "community-services"]],
    ["TAFE", ["community-services"]],
    ["Short Course", ["creative-writing"]],
  ],
  business: [
    ["Bachelor", ["accounting-finance", "management-leadership", "marketing", "supply-chain-logistics"]],
    ["Postgraduate", ["management-leadership", "accounting-finance"]],
    ["TAFE", ["accounting-finance", "management-leadership"]],
    ["Short Course", ["management-leadership"]],
  ],
  "computers-it": [
    ["Bachelor", ["software-development", "cyber-security"]],
    ["Postgraduate", ["software-development", "data-analytics"]],
    ["TAFE", ["software-development", "cyber-security"]],
    ["Short Course", ["software-development", "data-analytics"]],
  ],
  education: [
    ["Bachelor", ["early-childhood", "primary-secondary-teaching"]],
    ["Postgraduate", ["primary-secondary-teaching"]],
    ["TAFE", ["early-childhood", "primary-secondary-teaching"]],
  ],
  "engineering-science": [
    ["Bachelor", ["civil-engineering", "laboratory-environmental-science"]],
    ["Postgraduate", ["electrical-engineering", "civil-engineering"]],
    ["TAFE", ["laboratory-environmental-science"]],
    ["Short Course", ["laboratory-environmental-science", "civil-engineering"]],
  ],
  "health-biomedicine": [
    ["Bachelor", ["nursing", "biomedical-science", "psychology"]],
    ["Postgraduate", ["public-health", "biomedical-science"]],
    ["TAFE", ["nursing"]],
    ["Short Course", ["nursing"]],
  ],
  "law-justice": [
    ["Bachelor", ["law", "criminology-justice"]],
    ["Postgraduate", ["law"]],
    ["TAFE", ["legal-services"]],
    ["Short Course", ["legal-services", "law"]],
  ],
  "sports-exercise": [
    ["Bachelor", ["exercise-science", "sport-coaching", "sport-management"]],
    ["Postgraduate", ["exercise-science"]],
    ["TAFE", ["fitness"]],
    ["Short Course", ["sport-coaching", "fitness"]],
  ],
  trades: [
    ["TAFE", ["building-construction", "electrical-trades", "automotive"]],
    ["Short Course", ["building-construction"]],
  ],
  "vce-preparation-english": [
    ["TAFE", ["vce", "english-language", "foundation-studies"]],
    ["Short Course", ["english-language"]],
  ],
};

/*
 * International students study on a student visa: no short courses outside English, fewer TAFE areas, and
 * the health area leads with its postgraduate courses (the ones most international students come for).
 */
export const INTERNATIONAL_LEVELS: LevelPlan = {
  "arts-humanities": [
    ["Bachelor", ["creative-writing", "community-services"]],
    ["Postgraduate", ["creative-writing"]],
  ],
  business: [
    ["Bachelor", ["accounting-finance", "management-leadership", "marketing", "supply-chain-logistics"]],
    ["Postgraduate", ["management-leadership", "accounting-finance"]],
    ["TAFE", ["accounting-finance", "management-leadership"]],
  ],
  "computers-it": [
    ["Bachelor", ["software-development", "cyber-security"]],
    ["Postgraduate", ["software-development", "data-analytics"]],
    ["TAFE", ["software-development"]],
  ],
  education: [
    ["Bachelor", ["early-childhood", "primary-secondary-teaching"]],
    ["Postgraduate", ["primary-secondary-teaching"]],
  ],
  "engineering-science": [
    ["Bachelor", ["civil-engineering", "laboratory-environmental-science"]],
    ["Postgraduate", ["electrical-engineering", "civil-engineering"]],
  ],
  "health-biomedicine": [
    ["Postgraduate", ["public-health", "biomedical-science"]],
    ["Bachelor", ["nursing", "biomedical-science"]],
    ["TAFE", ["nursing"]],
  ],
  "law-justice": [
    ["Bachelor", ["law", "criminology-justice"]],
    ["Postgraduate", ["law"]],
  ],
  "sports-exercise": [
    ["Bachelor", ["exercise-science", "sport-coaching"]],
    ["Postgraduate", ["exercise-science"]],
  ],
  trades: [
    ["TAFE", ["building-construction", "electrical-trades"]],
  ],
  "vce-preparation-english": [
    ["TAFE", ["english-language", "foundation-studies"]],
    ["Short Course", ["english-language"]],
  ],
};
