import type { STUDY_AREA_CATALOGUE, StudyAreaSlug } from "@/config/study-areas/catalogue";
import type { StudyLevelFilter } from "@/config/study-areas/types";

/*
 * The questions of the course discovery quiz and what each answer means: points towards study areas and
 * interest areas (by their URL slugs), a study level, or what a course should offer. Plain data, so that the
 * scoring and its tests read the same table the page shows.
 */

type CatalogueArea = (typeof STUDY_AREA_CATALOGUE)[number];
/** An interest area as "{study area}/{interest area}" (slugs of the catalogue, checked by the compiler). */
type KeyOf<A> = A extends CatalogueArea ? `${A["slug"]}/${A["interestAreas"][number]["slug"]}` : never;
export type InterestKey = KeyOf<CatalogueArea>;

export interface QuizWeights {
  /** Points for a whole study area, whichever of its interest areas suits. */
  areas?: Partial<Record<StudyAreaSlug, number>>;
  /** Points for single interest areas. */
  interests?: Partial<Record<InterestKey, number>>;
}

export interface QuizOption {
  /** The value in the address (`interests=caring`). */
  id: string;
  label: string;
  hint?: string;
  /** How a result explains this answer, after "You": "enjoy helping and caring for people". */
  reason?: string;
  weights?: QuizWeights;
  /** The level question: the study level filter this answer asks for (none: every level). */
  level?: StudyLevelFilter;
  /** The level question: the courses it names, in a sentence ("undergraduate degrees"). */
  levelPhrase?: string;
  /** How to study and where: what a suitable course lists in its metadata, and how a card says it. */
  courseFit?: { field: "studyMode" | "delivery"; values: readonly string[]; label: string };
}

export type QuestionId = "interests" | "strengths" | "level" | "mode" | "where" | "careers";

export interface QuizQuestion {
  id: QuestionId;
  /** The question itself (the fieldset's legend). */
  title: string;
  /** Short name of the answer for the summary of answers ("Your interests"). */
  summaryLabel: string;
  hint: string;
  /** At most this many answers; one means radio buttons. */
  max: number;
  /** Said when nothing is chosen, and when too much is. */
  emptyMessage: string;
  tooManyMessage: string;
  options: readonly QuizOption[];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "interests",
    title: "Which of these do you enjoy?",
    summaryLabel: "What you enjoy",
    hint: "Choose up to 3.",
    max: 3,
    emptyMessage: "Choose at least one interest",
    tooManyMessage: "Choose no more than 3 interests",
    options: [
      { id: "caring", label: "Helping and caring for people", hint: "Looking after others and making a difference", reason: "enjoy helping and caring for people",
        weights: { interests: { "health-biomedicine/nursing": 3, "arts-humanities/community-services": 2, "health-biomedicine/public-health": 1, "education/early-childhood": 1 } } },
      { id: "body", label: "How the human body works", hint: "Anatomy, health and what keeps us well", reason: "are curious about how the human body works",
        weights: { interests: { "health-biomedicine/biomedical-science": 3, "sports-exercise/exercise-science": 2, "health-biomedicine/nursing": 1 } } },
      { id: "mind", label: "Why people think and act as they do", hint: "Minds, behaviour and society", reason: "want to understand why people think and act as they do",
        weights: { interests: { "health-biomedicine/psychology": 3, "law-justice/criminology-justice": 1, "arts-humanities/community-services": 1 } } },
      { id: "science", label: "Science and the environment", hint: "Experiments, field work and sustainability", reason: "enjoy science and the environment",
        weights: { interests: { "engineering-science/laboratory-environmental-science": 3, "health-biomedicine/biomedical-science": 1, "health-biomedicine/public-health": 1 } } },
      { id: "tech", label: "Computers, coding and technology", hint: "Software, data, networks and security", reason: "enjoy computers and technology",
        weights: { interests: { "computers-it/software-development": 3, "computers-it/cyber-security": 2, "computers-it/data-analytics": 1, "engineering-science/electrical-engineering": 1 } } },
      { id: "money", label: "Business, money and numbers", hint: "Markets, budgets and making things happen", reason: "enjoy business, money and numbers",
        weights: { interests: { "business/accounting-finance": 2, "business/management-leadership": 2, "business/marketing": 1, "computers-it/data-analytics": 1 } } },
      { id: "creating", label: "Writing, culture and ideas", hint: "Stories, media, history and the arts", reason: "enjoy writing, culture and ideas",
        weights: { interests: { "arts-humanities/creative-writing": 3, "arts-humanities/indigenous-studies": 2, "business/marketing": 1 } } },
      { id: "teaching", label: "Teaching and helping others learn", hint: "Children, young people and adult learners", reason: "enjoy teaching and helping others learn",
        weights: { interests: { "education/primary-secondary-teaching": 3, "education/early-childhood": 2, "sports-exercise/sport-coaching": 1 } } },
      { id: "justice", label: "Law, rights and fairness", hint: "Justice, crime and the rules society runs on", reason: "care about law, rights and fairness",
        weights: { interests: { "law-justice/law": 3, "law-justice/criminology-justice": 2, "law-justice/legal-services": 1, "arts-humanities/community-services": 1 } } },
      { id: "sport", label: "Sport, fitness and being active", hint: "Training, coaching and competing", reason: "enjoy sport and being active",
        weights: { interests: { "sports-exercise/exercise-science": 2, "sports-exercise/sport-coaching": 2, "sports-exercise/fitness": 2, "sports-exercise/sport-management": 1, "education/primary-secondary-teaching": 1 } } },
      { id: "making", label: "Building, fixing and making things", hint: "Tools, machines and materials", reason: "like building, fixing and making things",
        weights: { interests: { "trades/building-construction": 3, "trades/automotive": 2, "trades/electrical-trades": 2, "engineering-science/civil-engineering": 1 } } },
      { id: "design", label: "Designing how things work", hint: "Structures, energy and systems", reason: "like designing how things work",
        weights: { interests: { "engineering-science/civil-engineering": 3, "engineering-science/electrical-engineering": 3, "trades/electrical-trades": 1, "computers-it/software-development": 1 } } },
      { id: "english", label: "Improving my English or getting ready to study", hint: "English language, VCE and preparing for uni", reason: "want to build your English or get ready for further study",
        weights: { interests: { "vce-preparation-english/english-language": 3, "vce-preparation-english/foundation-studies": 2, "vce-preparation-english/vce": 2, "arts-humanities/creative-writing": 1 } } },
    ],
  },
  {
    id: "strengths",
    title: "What are you good at?",
    summaryLabel: "Your strengths",
    hint: "Choose up to 2.",
    max: 2,
    emptyMessage: "Choose at least one strength",
    tooManyMessage: "Choose no more than 2 strengths",
    options: [
      { id: "communicating", label: "Communicating and listening", reason: "are good at communicating and listening",
        weights: { areas: { "arts-humanities": 1, education: 1, "health-biomedicine": 1, "law-justice": 1 }, interests: { "business/marketing": 1 } } },
      { id: "analysing", label: "Analysing and solving problems", reason: "are good at analysing and solving problems",
        weights: { areas: { "computers-it": 2, "engineering-science": 2, "law-justice": 1 }, interests: { "computers-it/data-analytics": 1, "business/accounting-finance": 1 } } },
      { id: "practical", label: "Practical, hands-on work", reason: "are good at practical, hands-on work",
        weights: { areas: { trades: 2, "engineering-science": 1, "sports-exercise": 1 }, interests: { "health-biomedicine/nursing": 1 } } },
      { id: "organising", label: "Organising and leading others", reason: "are good at organising and leading others",
        weights: { areas: { business: 2 }, interests: { "business/management-leadership": 1, "business/supply-chain-logistics": 2, "sports-exercise/sport-management": 2 } } },
      { id: "creative", label: "Creative thinking", reason: "are a creative thinker",
        weights: { areas: { "arts-humanities": 2 }, interests: { "business/marketing": 1, "computers-it/software-development": 1 } } },
      { id: "empathy", label: "Patience and empathy", reason: "have patience and empathy",
        weights: { areas: { "health-biomedicine": 2, education: 1 }, interests: { "arts-humanities/community-services": 1, "health-biomedicine/psychology": 1 } } },
      { id: "active", label: "Energy and teamwork", reason: "bring energy and teamwork",
        weights: { areas: { "sports-exercise": 2, trades: 1 }, interests: { "sports-exercise/fitness": 1 } } },
      { id: "detail", label: "Accuracy and attention to detail", reason: "pay close attention to detail",
        weights: { interests: { "business/accounting-finance": 1, "law-justice/legal-services": 2, "engineering-science/laboratory-environmental-science": 1, "computers-it/cyber-security": 1 } } },
    ],
  },
  {
    id: "level",
    title: "What kind of study are you looking for?",
    summaryLabel: "Kind of study",
    hint: "Choose one.",
    max: 1,
    emptyMessage: "Choose the kind of study you're looking for",
    tooManyMessage: "Choose only one kind of study",
    options: [
      { id: "undergraduate", label: "My first degree", hint: "A bachelor degree, straight from school or later in life", level: "Bachelor", levelPhrase: "undergraduate degrees" },
      { id: "postgraduate", label: "Postgraduate study", hint: "A graduate certificate, master's or doctorate after a degree", level: "Postgraduate", levelPhrase: "postgraduate courses" },
      { id: "tafe", label: "A trade or TAFE course", hint: "A certificate, diploma or apprenticeship", level: "TAFE", levelPhrase: "TAFE courses", reason: "are after a trade or TAFE course",
        weights: { areas: { trades: 1 } } },
      { id: "short", label: "A short course", hint: "A day to a few weeks, to build one skill", level: "Short Course", levelPhrase: "short courses" },
      { id: "unsure", label: "I'm not sure yet", hint: "Show me every level" },
    ],
  },
  {
    id: "mode",
    title: "How would you like to study?",
    summaryLabel: "How you'd study",
    hint: "Choose one.",
    max: 1,
    emptyMessage: "Choose how you would like to study",
    tooManyMessage: "Choose only one way to study",
    options: [
      { id: "full-time", label: "Full time", hint: "Study is my main focus", courseFit: { field: "studyMode", values: ["Full time"], label: "Full time" } },
      { id: "part-time", label: "Part time", hint: "Around work, family or other commitments", courseFit: { field: "studyMode", values: ["Part time"], label: "Part time" } },
      { id: "either", label: "Either suits me" },
    ],
  },
  {
    id: "where",
    title: "Where would you like to study?",
    summaryLabel: "Where you'd study",
    hint: "Choose one.",
    max: 1,
    emptyMessage: "Choose where you would like to study",
    tooManyMessage: "Choose only one place to study",
    options: [
      { id: "campus", label: "On campus", hint: "Classes in person, with campus life around me", courseFit: { field: "delivery", values: ["On campus", "Blended"], label: "On campus" } },
      { id: "online", label: "Online", hint: "From home, or wherever suits me", courseFit: { field: "delivery", values: ["Online"], label: "Online" } },
      { id: "anywhere", label: "It doesn't matter" },
    ],
  },
  {
    id: "careers",
    title: "What kind of work would you like to do?",
    summaryLabel: "Work you'd like",
    hint: "Choose up to 2.",
    max: 2,
    emptyMessage: "Choose at least one kind of work, or 'I'm not sure yet'",
    tooManyMessage: "Choose no more than 2 kinds of work",
    options: [
      { id: "nursing", label: "Nurse or health care worker", reason: "would like to work in nursing or health care",
        weights: { interests: { "health-biomedicine/nursing": 4, "health-biomedicine/public-health": 2 } } },
      { id: "psychology", label: "Psychologist or counsellor", reason: "would like to work in psychology or counselling",
        weights: { interests: { "health-biomedicine/psychology": 4, "arts-humanities/community-services": 1 } } },
      { id: "scientist", label: "Scientist in a lab, hospital or the field", reason: "would like a career in science",
        weights: { interests: { "health-biomedicine/biomedical-science": 3, "engineering-science/laboratory-environmental-science": 3 } } },
      { id: "community", label: "Community, youth or social worker", reason: "would like to work with communities",
        weights: { interests: { "arts-humanities/community-services": 4, "arts-humanities/indigenous-studies": 2 } } },
      { id: "writer", label: "Writer, editor or communicator", reason: "would like to work with words and media",
        weights: { interests: { "arts-humanities/creative-writing": 4, "business/marketing": 1 } } },
      { id: "finance", label: "Accountant or finance professional", reason: "would like a career in accounting or finance",
        weights: { interests: { "business/accounting-finance": 4 } } },
      { id: "business", label: "Manager, marketer or business owner", reason: "would like to lead, market or run a business",
        weights: { interests: { "business/management-leadership": 3, "business/marketing": 3, "business/supply-chain-logistics": 1 } } },
      { id: "technology", label: "Software, data or cyber security specialist", reason: "would like a career in technology",
        weights: { interests: { "computers-it/software-development": 3, "computers-it/data-analytics": 3, "computers-it/cyber-security": 3 } } },
      { id: "engineer", label: "Engineer", reason: "would like to be an engineer",
        weights: { interests: { "engineering-science/civil-engineering": 4, "engineering-science/electrical-engineering": 4 } } },
      { id: "teacher", label: "Teacher or early childhood educator", reason: "would like to teach",
        weights: { interests: { "education/primary-secondary-teaching": 4, "education/early-childhood": 4 } } },
      { id: "law", label: "Lawyer, police or justice worker", reason: "would like to work in law or justice",
        weights: { interests: { "law-justice/law": 3, "law-justice/criminology-justice": 3, "law-justice/legal-services": 2 } } },
      { id: "coach", label: "Coach, trainer or sport scientist", reason: "would like to work in sport or fitness",
        weights: { interests: { "sports-exercise/exercise-science": 3, "sports-exercise/sport-coaching": 3, "sports-exercise/fitness": 3, "sports-exercise/sport-management": 1 } } },
      { id: "trade", label: "Builder, electrician or mechanic", reason: "would like to work in a trade",
        weights: { interests: { "trades/building-construction": 4, "trades/electrical-trades": 4, "trades/automotive": 4 } } },
      { id: "prepare", label: "Whatever I choose once I'm ready for uni", reason: "want to get ready for university study first",
        weights: { interests: { "vce-preparation-english/foundation-studies": 3, "vce-preparation-english/vce": 3, "vce-preparation-english/english-language": 2 } } },
      { id: "unsure", label: "I'm not sure yet" },
    ],
  },
];
