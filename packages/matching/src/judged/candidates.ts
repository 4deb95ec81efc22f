import type { CandidateInput } from '../types.ts';

/** The day the judged set is scored on, so years worked do not drift. */
export const JUDGED_TODAY = '2026-06-01';

/**
 * A candidate of the judged set with a careful recruiter's judgement of the jobs that matter to them:
 * 3 would shortlist (a strong fit), 2 worth an interview, 1 a stretch. Every job not listed is judged 0
 * (irrelevant), for the reason `elsewhere` gives.
 */
export interface JudgedCandidate {
  readonly input: CandidateInput;
  readonly summary: string;
  readonly judgements: readonly (readonly [jobId: number, relevance: 1 | 2 | 3, reason: string])[];
  readonly elsewhere: string;
}

type Place = 'London' | 'Manchester' | 'Leeds' | 'Bristol';

function person(
  id: number,
  place: Place,
  years: number,
  skills: string,
  extra: Partial<CandidateInput> = {},
): CandidateInput {
  const start = new Date(Date.UTC(2026, 5, 1) - years * 365.25 * 86_400_000).toISOString().slice(0, 10);
  return {
    id,
    skills: skills.split(',').map((entry) => {
      const [name, level] = entry.trim().split(' ');
      return { name: name!.replaceAll('_', ' '), score: Number(level) };
    }),
    experiences: years > 0 ? [{ start_date: start, end_date: null }] : [],
    educations: [],
    city: place,
    state: 'England',
    country: 'United Kingdom',
    ...extra,
  };
}

const BACHELOR = { educations: [{ degree: "Bachelor's degree" }] };
const MASTER = { educations: [{ degree: "Master's" }] };

export const JUDGED_CANDIDATES: JudgedCandidate[] = [
  {
    summary: 'Senior Python and Django developer, 8 years',
    input: person(1, 'London', 8, 'Python 9, Django 9, PostgreSQL 8, Docker 7, REST_APIs 8, Git 8', BACHELOR),
    judgements: [
      [1, 3, 'Every skill asked, at 7 or more; 8 years against 5; same city'],
      [5, 3, 'Every skill asked; remote; more senior than asked, still a natural fit'],
      [2, 2, 'Backend REST APIs on PostgreSQL; Node.js and TypeScript would be new'],
      [14, 1, 'Python and SQL through PostgreSQL, but no Spark or Airflow'],
      [17, 1, 'Python and Docker near Kubernetes; no operations work'],
      [12, 1, 'Python only of a data science role'],
      [13, 1, 'Python and Docker, no machine learning'],
      [16, 1, 'Docker and Git near CI/CD; no Kubernetes or Terraform'],
      [3, 1, 'A backend developer, but Java and Spring are another stack'],
      [4, 1, 'Has the skills, but an internship is far below 8 years'],
    ],
    elsewhere: 'A Python web developer: no skill or field in common',
  },
  {
    summary: 'Junior frontend developer, 1 year',
    input: person(2, 'Manchester', 1, 'HTML 7, CSS 7, JavaScript 6, React 4'),
    judgements: [
      [8, 3, 'HTML, CSS and JavaScript held; an entry-level role in their city'],
      [6, 2, 'React, CSS and HTML held, TypeScript missing; asks 3 years, has 1'],
      [9, 2, 'JavaScript and CSS; Vue is close to the React they know'],
      [7, 1, 'React, but a senior role far beyond a year'],
      [10, 1, 'React and CSS, no Figma or accessibility; asks 4 years'],
      [2, 1, 'JavaScript relates to Node.js; backend is a stretch'],
    ],
    elsewhere: 'A junior web developer: no skill or field in common',
  },
  {
    summary: 'Senior frontend engineer, 7 years',
    input: person(3, 'London', 7, 'React 9, TypeScript 9, CSS 8, Redux 7, Jest 7, Accessibility 6, HTML 9'),
    judgements: [
      [7, 3, 'Every skill asked; remote; senior as asked'],
      [6, 3, 'All four skills at 8 or more; more senior than asked'],
      [10, 2, 'React, CSS and accessibility; no Figma'],
      [8, 1, 'Has the skills, but a junior role for 7 years'],
      [9, 1, 'JavaScript through TypeScript and CSS; another framework'],
      [2, 1, 'TypeScript; backend is a stretch'],
    ],
    elsewhere: 'A frontend engineer: no skill or field in common',
  },
  {
    summary: 'Data analyst, 3 years',
    input: person(4, 'London', 3, 'SQL 8, Excel 9, Power_BI 7, Data_Analysis 8, Python 4'),
    judgements: [
      [11, 3, 'Every skill asked; 3 years against 2; same city'],
      [34, 2, 'Excel and SQL; financial modelling missing'],
      [15, 1, 'Has the skills, but an internship below 3 years'],
      [14, 1, 'Python and SQL, no Spark or Airflow'],
      [12, 1, 'SQL and some Python; no machine learning; asks 5 years and a Master\'s'],
      [30, 1, 'Excel only of a marketing role'],
      [25, 1, 'Data analysis only of a research role'],
    ],
    elsewhere: 'A data analyst: no skill or field in common',
  },
  {
    summary: 'Machine learning engineer, 5 years, Master\'s',
    input: person(5, 'London', 5, 'Python 9, Machine_Learning 9, PyTorch 8, Statistics 7, pandas 8, SQL 6, Docker 5', MASTER),
    judgements: [
      [13, 3, 'Every skill asked; remote'],
      [12, 3, 'Every skill asked; Master\'s; same city'],
      [14, 2, 'Python and SQL for pipelines; Spark and Airflow missing'],
      [11, 1, 'SQL and statistics; a BI analyst role below them'],
      [1, 1, 'Python and Docker; not a web developer'],
      [5, 1, 'Python; not a web developer'],
      [4, 1, 'Python, but an internship'],
    ],
    elsewhere: 'A machine learning engineer: no skill or field in common',
  },
  {
    summary: 'DevOps engineer, 6 years',
    input: person(6, 'London', 6, 'Docker 9, Kubernetes 8, Terraform 8, Amazon_Web_Services 8, Linux 8, CI/CD 8, Python 5'),
    judgements: [
      [16, 3, 'Every skill asked; same city'],
      [20, 3, 'Kubernetes, Terraform and AWS at 8; Go learnable; remote'],
      [17, 3, 'Kubernetes, Linux and Python; Prometheus learnable; remote'],
      [18, 1, 'Has the skills, but a junior support role'],
      [19, 1, 'Networking through Linux; a helpdesk role far below'],
      [13, 1, 'Python and Docker, no machine learning'],
      [1, 1, 'Python and Docker; not a Django developer'],
    ],
    elsewhere: 'A DevOps engineer: no skill or field in common',
  },
  {
    summary: 'Product designer, 4 years',
    input: person(7, 'London', 4, 'Figma 9, User_Research 8, Prototyping 8, UX_Design 8, Wireframing 8'),
    judgements: [
      [21, 3, 'Every skill asked; same city'],
      [23, 2, 'Every skill, but a junior role for 4 years'],
      [25, 2, 'User research strong, usability testing close; asks 6 years'],
      [10, 1, 'Figma, accessibility close to UX; no React or CSS'],
      [22, 1, 'Design, but print and brand tools they do not list'],
    ],
    elsewhere: 'A product designer: no skill or field in common',
  },
  {
    summary: 'Graphic design graduate',
    input: person(8, 'Bristol', 0, 'Adobe_Photoshop 7, Adobe_Illustrator 6, Canva 8, Typography 6'),
    judgements: [
      [24, 3, 'Photoshop and Canva; an entry-level role in their city'],
      [22, 2, 'Every skill asked, but 2 years asked and none held'],
      [27, 2, 'Canva, social media close; volunteering suits a graduate'],
      [28, 1, 'Social media through Canva; copywriting missing'],
      [21, 1, 'Design, but product tools missing'],
      [23, 1, 'Entry-level design, other tools'],
    ],
    elsewhere: 'A graphic designer: no skill or field in common',
  },
  {
    summary: 'Digital marketer, 6 years',
    input: person(9, 'London', 6, 'SEO 8, Google_Analytics 8, Content_Marketing 8, Email_Marketing 7, Copywriting 7, Google_Ads 6'),
    judgements: [
      [26, 3, 'Every skill asked; 6 years against 5; same city'],
      [29, 2, 'Every skill, but a junior writing role for 6 years'],
      [30, 2, 'Google Ads and Analytics; Excel missing'],
      [28, 1, 'Copywriting, but an internship'],
      [27, 1, 'Social media close to content; volunteering'],
    ],
    elsewhere: 'A digital marketer: no skill or field in common',
  },
  {
    summary: 'Bookkeeper, 7 years',
    input: person(10, 'Bristol', 7, 'Bookkeeping 9, Xero 8, Excel 7, Sage 7, Payroll 6, Data_Entry 8'),
    judgements: [
      [31, 3, 'Every skill asked; 7 years against 3; another city'],
      [35, 3, 'Payroll, Excel and Sage; same city'],
      [33, 2, 'Every skill, but a junior clerk role'],
      [32, 1, 'Excel; management accounting missing'],
      [34, 1, 'Excel; modelling and SQL missing'],
      [56, 1, 'Data entry; office administration'],
    ],
    elsewhere: 'A bookkeeper: no skill or field in common',
  },
  {
    summary: 'Barista, 2 years',
    input: person(11, 'London', 2, 'Coffee_Making 8, Customer_Service 8, Cash_Handling 7, Food_Safety 5'),
    judgements: [
      [36, 3, 'Every skill asked; same city'],
      [38, 2, 'Three of four; no team leadership yet'],
      [40, 2, 'Customer service and food safety; volunteering in their city'],
      [39, 1, 'Food safety; kitchen work'],
      [44, 1, 'Customer service in a pharmacy'],
      [60, 1, 'Customer service on the phone'],
      [54, 1, 'Customer service; driving missing'],
    ],
    elsewhere: 'A barista: no skill or field in common',
  },
  {
    summary: 'Chef, 8 years',
    input: person(12, 'Manchester', 8, 'Cooking 9, Menu_Planning 8, Food_Safety 9, Team_Leadership 7'),
    judgements: [
      [37, 3, 'Every skill asked; 8 years against 5; same city'],
      [38, 1, 'Leadership and food safety; front of house'],
      [39, 1, 'Food safety; far below a chef'],
      [40, 1, 'Food safety; volunteering front of house'],
      [55, 1, 'Team leadership; operations'],
      [45, 1, 'Team leadership; care'],
    ],
    elsewhere: 'A chef: no skill or field in common',
  },
  {
    summary: 'Care assistant, 2 years',
    input: person(13, 'Leeds', 2, 'Personal_Care 8, Safeguarding 7, First_Aid 7, Patient_Care 6'),
    judgements: [
      [41, 3, 'Every skill asked; same city'],
      [43, 3, 'Every skill asked; another city'],
      [42, 1, 'Patient care, but not a nurse'],
      [45, 1, 'Safeguarding; a senior role'],
      [46, 1, 'Safeguarding; youth work'],
      [47, 1, 'Safeguarding; teaching'],
    ],
    elsewhere: 'A care assistant: no skill or field in common',
  },
  {
    summary: 'Youth worker, 4 years',
    input: person(14, 'London', 4, 'Youth_Work 8, Safeguarding 8, Mentoring 8, Event_Planning 5, Community_Outreach 6'),
    judgements: [
      [46, 3, 'Every skill asked; same city'],
      [49, 2, 'Outreach and events; public speaking missing'],
      [47, 1, 'Safeguarding; not a teacher'],
      [48, 1, 'Mentoring close to tutoring; no maths'],
      [50, 1, 'Event planning; fundraising missing'],
      [41, 1, 'Safeguarding; care work'],
      [45, 1, 'Safeguarding; care coordination'],
    ],
    elsewhere: 'A youth worker: no skill or field in common',
  },
  {
    summary: 'Carpenter, 10 years',
    input: person(15, 'Leeds', 10, 'Carpentry 9, Joinery 8, Health_and_Safety 7'),
    judgements: [
      [51, 3, 'Every skill asked; same city'],
      [53, 1, 'Health and safety; another trade'],
      [52, 1, 'Health and safety; warehouse work'],
    ],
    elsewhere: 'A carpenter: no skill or field in common',
  },
  {
    summary: 'Warehouse operative and driver, 3 years',
    input: person(16, 'Manchester', 3, 'Forklift_Operation 7, Stock_Control 7, Driving 8, Health_and_Safety 6'),
    judgements: [
      [52, 3, 'Every skill asked; same city'],
      [54, 2, 'Driving; customer service missing'],
      [55, 1, 'Stock control, no management'],
    ],
    elsewhere: 'A warehouse operative: no skill or field in common',
  },
  {
    summary: 'HR and recruitment professional, 5 years',
    input: person(17, 'London', 5, 'Recruitment 8, Employee_Relations 7, Employment_Law 6, Sales 5, Negotiation 5'),
    judgements: [
      [57, 3, 'Every skill asked; same city'],
      [58, 3, 'Recruitment, sales and negotiation'],
      [59, 1, 'Sales and negotiation, no CRM'],
    ],
    elsewhere: 'An HR professional: no skill or field in common',
  },
  {
    summary: 'Student looking for internships',
    input: person(18, 'London', 0, 'Python 5, Git 4, SQL 4, Excel 5', { preferredJobTypes: ['intern'] }),
    judgements: [
      [4, 3, 'Python and Git; an internship, as asked; same city'],
      [15, 3, 'Excel and SQL; an internship, as asked; same city'],
      [5, 1, 'Python and Git, but 2 years asked'],
      [3, 1, 'SQL only; a junior job'],
      [11, 1, 'SQL and Excel; 2 years asked'],
    ],
    elsewhere: 'A student in software and data: no skill or field in common',
  },
  {
    summary: 'Junior Java developer, 1 year',
    input: person(19, 'Leeds', 1, 'Java 7, Spring_Boot 6, SQL 6, Git 6'),
    judgements: [
      [3, 3, 'Every skill asked; same city'],
      [14, 1, 'SQL; data engineering'],
      [5, 1, 'Git; another language'],
      [4, 1, 'Git; an internship'],
      [11, 1, 'SQL; analysis'],
    ],
    elsewhere: 'A Java developer: no skill or field in common',
  },
  {
    summary: 'Registered nurse, 3 years',
    input: person(20, 'London', 3, 'Nursing 8, Patient_Care 9, Medication_Administration 8, First_Aid 7, Safeguarding 6', BACHELOR),
    judgements: [
      [42, 3, 'Every skill asked; degree; same city'],
      [43, 2, 'Every skill, but an assistant role'],
      [41, 2, 'First aid, safeguarding, personal care close to patient care'],
      [44, 1, 'Medication; retail'],
      [45, 1, 'Safeguarding; coordination'],
    ],
    elsewhere: 'A nurse: no skill or field in common',
  },
  {
    summary: 'Office and customer service administrator, 2 years',
    input: person(21, 'Manchester', 2, 'Microsoft_Office 8, Data_Entry 8, Customer_Service 8, Scheduling 7'),
    judgements: [
      [56, 3, 'Every skill asked'],
      [60, 3, 'Customer service and data entry; remote'],
      [33, 1, 'Data entry; no bookkeeping'],
      [36, 1, 'Customer service; coffee'],
      [44, 1, 'Customer service; pharmacy'],
      [19, 1, 'Customer service; IT support'],
      [54, 1, 'Customer service; driving'],
    ],
    elsewhere: 'An office administrator: no skill or field in common',
  },
  {
    summary: 'Management accountant, 6 years',
    input: person(22, 'Leeds', 6, 'Management_Accounting 8, Financial_Reporting 8, Excel 9, Financial_Modelling 6, Bookkeeping 6', BACHELOR),
    judgements: [
      [32, 3, 'Every skill asked; degree; same city'],
      [34, 2, 'Modelling and Excel; SQL missing; another city'],
      [31, 1, 'Bookkeeping and Excel; below their level'],
      [33, 1, 'Bookkeeping; a clerk role'],
      [35, 1, 'Excel; payroll'],
      [11, 1, 'Excel; analysis'],
    ],
    elsewhere: 'An accountant: no skill or field in common',
  },
];
