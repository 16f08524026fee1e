export interface AreaWords {
  key: string;
  /** Three-letter unit code prefixes, in the university's style (HBM, NIT, BHO…). */
  unitPrefixes: string[];
  subjects: string[];
  topics: string[];
}

export const STUDY_AREAS: AreaWords[] = [
  { key: "arts-humanities", unitPrefixes: ["ACA", "AHU", "ASM"],
    subjects: ["History", "Creative Writing", "Philosophy", "Screen Media", "Music Production", "Linguistics", "Visual Arts", "Anthropology", "Journalism", "Community Development"],
    topics: ["Narrative", "Australian Identity", "Cultural Theory", "Media Audiences", "Digital Storytelling", "Public Memory", "Sound Design", "Global Cultures", "Ethics", "Editing Practice"] },
  { key: "business", unitPrefixes: ["BAC", "BMA", "BHO"],
    subjects: ["Accounting", "Marketing", "Supply Chain Management", "Human Resource Management", "Finance", "Event Management", "Entrepreneurship", "Business Analytics", "International Trade", "Tourism"],
    topics: ["Financial Reporting", "Consumer Behaviour", "Logistics", "Workplace Relations", "Corporate Finance", "Strategy", "Innovation", "Forecasting", "Taxation", "Negotiation"] },
  { key: "computers-it", unitPrefixes: ["NIT", "NEF", "NSC"],
    subjects: ["Cyber Security", "Software Engineering", "Data Science", "Networking", "Cloud Computing", "Artificial Intelligence", "Web Development", "Information Systems", "Games Design", "Mobile Computing"],
    topics: ["Programming", "Databases", "Network Defence", "Machine Learning", "User Experience", "Distributed Systems", "Algorithms", "Security Operations", "Systems Analysis", "Data Visualisation"] },
  { key: "education", unitPrefixes: ["EDU", "EEC", "ETE"],
    subjects: ["Early Childhood Education", "Primary Teaching", "Secondary Teaching", "Inclusive Education", "Education Support", "Adult Learning", "Educational Leadership", "Outdoor Education", "Language Teaching", "Curriculum Design"],
    topics: ["Literacy", "Numeracy", "Child Development", "Classroom Practice", "Assessment", "Learning Technologies", "Wellbeing", "Professional Experience", "Diversity", "Play-based Learning"] },
  { key: "engineering-science", unitPrefixes: ["NEC", "NEM", "SCI"],
    subjects: ["Civil Engineering", "Electrical Engineering", "Mechanical Engineering", "Environmental Science", "Biotechnology", "Chemistry", "Building Surveying", "Architectural Engineering", "Physics", "Food Science"],
    topics: ["Structures", "Circuits", "Thermodynamics", "Ecology", "Materials", "Hydraulics", "Surveying", "Laboratory Methods", "Sustainable Design", "Instrumentation"] },
  { key: "health-biomedicine", unitPrefixes: ["HBM", "HNB", "HPS"],
    subjects: ["Nursing", "Midwifery", "Paramedicine", "Biomedical Science", "Psychology", "Public Health", "Nutrition", "Osteopathy", "Dermal Sciences", "Speech Pathology"],
    topics: ["Anatomy", "Physiology", "Pharmacology", "Mental Health", "Clinical Practice", "Pathophysiology", "Health Promotion", "Research Methods", "Ageing", "Emergency Care"] },
  { key: "law-justice", unitPrefixes: ["LLB", "LJC", "LCR"],
    subjects: ["Law", "Criminal Justice", "Criminology", "Legal Studies", "Policing", "Dispute Resolution", "Youth Justice", "Justice and Human Rights", "Forensic Studies", "Corrections"],
    topics: ["Contracts", "Torts", "Evidence", "Constitutional Law", "Criminal Procedure", "Victimology", "Legal Research", "Restorative Justice", "Family Law", "Property"] },
  { key: "sports-exercise", unitPrefixes: ["SSE", "SPE", "AHE"],
    subjects: ["Exercise Science", "Sport Management", "Physical Education", "Clinical Exercise Physiology", "Sport Coaching", "Sport Science", "Fitness", "Recreation", "Strength and Conditioning", "Sports Media"],
    topics: ["Biomechanics", "Motor Control", "Exercise Prescription", "Sport Psychology", "Performance Analysis", "Injury Prevention", "Coaching Practice", "Physical Activity", "Sport Policy", "Nutrition for Performance"] },
  { key: "trades", unitPrefixes: ["CPC", "UEE", "AUR"],
    subjects: ["Carpentry", "Electrotechnology", "Plumbing", "Automotive Technology", "Bricklaying", "Cabinet Making", "Engineering Fabrication", "Painting and Decorating", "Refrigeration", "Horticulture"],
    topics: ["Workplace Safety", "Construction Methods", "Wiring Rules", "Hand and Power Tools", "Technical Drawing", "Estimating", "Welding", "Site Communication", "Diagnostics", "Materials Handling"] },
  { key: "vce-preparation-english", unitPrefixes: ["VCE", "ELI", "FDN"],
    subjects: ["English Language", "Academic English", "VCE", "Foundation Studies", "Tertiary Preparation", "EAL", "University Pathways", "Adult Literacy", "Study Skills", "Further Education"],
    topics: ["Academic Writing", "Reading Strategies", "Spoken Communication", "Maths Foundations", "Research Skills", "Critical Thinking", "Digital Literacy", "Listening", "Grammar", "Presentation Skills"] },
];

export interface LevelWords {
  key: string;
  label: string;
  /** Course title patterns; "{s}" is the subject. */
  patterns: { title: string; aqf: string; duration: string }[];
  codeLetter: string;
  provider: "University" | "Polytechnic";
}

export const STUDY_LEVELS: LevelWords[] = [
  { key: "bachelor", label: "Undergraduate", codeLetter: "B", provider: "University", patterns: [
    { title: "Bachelor of {s}", aqf: "Bachelor", duration: "3 years full time" },
    { title: "Bachelor of Applied {s}", aqf: "Bachelor", duration: "3 years full time" },
    { title: "Undergraduate Certificate in {s}", aqf: "Undergraduate certificate", duration: "6 months full time" },
    { title: "Bachelor of {s} (Honours)", aqf: "Bachelor", duration: "4 years full time" },
  ] },
  { key: "postgraduate", label: "Postgraduate", codeLetter: "E", provider: "University", patterns: [
    { title: "Master of {s}", aqf: "Masters (Coursework)", duration: "2 years full time" },
    { title: "Graduate Certificate in {s}", aqf: "Graduate Certificate", duration: "6 months full time" },
    { title: "Graduate Diploma in {s}", aqf: "Graduate Diploma", duration: "1 year full time" },
    { title: "Master of {s} (Research)", aqf: "Masters (Research)", duration: "2 years full time" },
  ] },
  { key: "tafe", label: "TAFE", codeLetter: "T", provider: "Polytechnic", patterns: [
    { title: "Certificate III in {s}", aqf: "Certificate III", duration: "1 year full time" },
    { title: "Certificate IV in {s}", aqf: "Certificate IV", duration: "1 year full time" },
    { title: "Diploma of {s}", aqf: "Diploma", duration: "18 months full time" },
    { title: "Advanced Diploma of {s}", aqf: "Advanced Diploma", duration: "2 years full time" },
  ] },
  { key: "short-course", label: "Short courses (non-award)", codeLetter: "Z", provider: "Polytechnic", patterns: [
    { title: "Introduction to {s}", aqf: "Short Course", duration: "6 weeks part time" },
    { title: "{s} Essentials", aqf: "Short Course", duration: "2 days" },
    { title: "Foundations of {s}", aqf: "Short Course", duration: "8 weeks part time" },
    { title: "Professional Skills in {s}", aqf: "Short Course", duration: "5 days" },
  ] },
];

export const UNIT_PATTERNS = [
  "Foundations of {t}", "Applied {t}", "Advanced {t}", "{t} in Practice", "Introduction to {t}", "{t} and Society",
  "Professional Practice: {t}", "Research Methods in {t}", "Contemporary Issues in {t}", "{t} Project",
];

export const CAMPUSES = ["Footscray Park", "Footscray Nicholson", "City Tower", "St Albans", "Sunshine", "Werribee", "Sydney"];
export const STUDY_MODES = ["Full time", "Part time", "Online", "Blended"];
export const INTAKE_MONTHS = ["February", "March", "July", "September"];
