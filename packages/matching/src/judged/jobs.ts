import type { JobInput } from '../types.ts';

/** A job of the judged set: the engine's input plus the title and field a recruiter reads. */
export interface JudgedJob extends JobInput {
  readonly title: string;
  readonly field: string;
}

type Row = [id: number, title: string, field: string, keywords: string, years: number, extra?: Partial<JobInput>];

const LONDON = { city: 'London', state: 'England', country: 'United Kingdom' };
const MANCHESTER = { city: 'Manchester', state: 'England', country: 'United Kingdom' };
const LEEDS = { city: 'Leeds', state: 'England', country: 'United Kingdom' };
const BRISTOL = { city: 'Bristol', state: 'England', country: 'United Kingdom' };
const BACHELOR = { degree_requirements: "Bachelor's degree" };
const INTERN = { job_type: 'intern' };
const VOLUNTEER = { job_type: 'volunteering' };
const REMOTE = { is_remote: true };

// 60 jobs: twelve fields, five each, from internships and volunteering to senior roles.
const ROWS: Row[] = [
  [1, 'Senior Python Developer', 'software', 'Python, Django, PostgreSQL, Docker, REST APIs', 5, { ...LONDON, salary_max: 80000 }],
  [2, 'Backend Engineer (Node.js)', 'software', 'Node.js, TypeScript, PostgreSQL, REST APIs', 3, MANCHESTER],
  [3, 'Junior Java Developer', 'software', 'Java, Spring Boot, SQL', 1, LEEDS],
  [4, 'Software Engineering Intern', 'software', 'Python, Git', 0, { ...LONDON, ...INTERN }],
  [5, 'Django Developer', 'software', 'Python, Django, REST APIs, Git', 2, REMOTE],
  [6, 'React Developer', 'frontend', 'React, TypeScript, CSS, HTML', 3, MANCHESTER],
  [7, 'Senior Frontend Engineer', 'frontend', 'React, TypeScript, Redux, Jest, Accessibility', 6, REMOTE],
  [8, 'Junior Web Developer', 'frontend', 'HTML, CSS, JavaScript', 0, MANCHESTER],
  [9, 'Vue.js Developer', 'frontend', 'Vue.js, JavaScript, CSS', 2, LEEDS],
  [10, 'UI Engineer, Design Systems', 'frontend', 'React, CSS, Figma, Accessibility', 4, LONDON],
  [11, 'Data Analyst', 'data', 'SQL, Excel, Power BI, Data Analysis', 2, LONDON],
  [12, 'Senior Data Scientist', 'data', 'Python, Machine Learning, Statistics, SQL, pandas', 5, { ...LONDON, degree_requirements: "Master's" }],
  [13, 'Machine Learning Engineer', 'data', 'Python, Machine Learning, PyTorch, Docker', 4, REMOTE],
  [14, 'Data Engineer', 'data', 'Python, SQL, Apache Spark, Airflow', 3, BRISTOL],
  [15, 'Graduate Data Intern', 'data', 'Excel, SQL', 0, { ...LONDON, ...INTERN }],
  [16, 'DevOps Engineer', 'devops', 'Docker, Kubernetes, Terraform, CI/CD, AWS', 4, LONDON],
  [17, 'Site Reliability Engineer', 'devops', 'Kubernetes, Linux, Prometheus, Python', 5, REMOTE],
  [18, 'Cloud Support Associate', 'devops', 'AWS, Linux, Networking', 1, MANCHESTER],
  [19, 'IT Support Technician', 'devops', 'IT Support, Windows, Networking, Customer Service', 1, LEEDS],
  [20, 'Senior Platform Engineer', 'devops', 'Kubernetes, Terraform, Go, AWS', 7, REMOTE],
  [21, 'Product Designer', 'design', 'Figma, User Research, Prototyping, UX Design', 3, LONDON],
  [22, 'Graphic Designer', 'design', 'Adobe Photoshop, Adobe Illustrator, Typography', 2, BRISTOL],
  [23, 'Junior UX Designer', 'design', 'Figma, Wireframing, User Research', 0, MANCHESTER],
  [24, 'Design Intern', 'design', 'Adobe Photoshop, Canva', 0, { ...BRISTOL, ...INTERN }],
  [25, 'Senior UX Researcher', 'design', 'User Research, Usability Testing, Data Analysis', 6, REMOTE],
  [26, 'Digital Marketing Manager', 'marketing', 'SEO, Google Analytics, Content Marketing, Email Marketing', 5, LONDON],
  [27, 'Social Media Helper', 'marketing', 'Social Media Marketing, Canva', 0, { ...LEEDS, ...VOLUNTEER }],
  [28, 'Marketing Intern', 'marketing', 'Social Media Marketing, Copywriting', 0, { ...LONDON, ...INTERN }],
  [29, 'Content Writer', 'marketing', 'Copywriting, SEO, Content Marketing', 2, REMOTE],
  [30, 'PPC Specialist', 'marketing', 'Google Ads, Google Analytics, Excel', 3, MANCHESTER],
  [31, 'Office Bookkeeper', 'finance', 'Bookkeeping, Xero, Excel', 3, LONDON],
  [32, 'Management Accountant', 'finance', 'Management Accounting, Excel, Financial Reporting', 5, { ...LEEDS, ...BACHELOR }],
  [33, 'Accounts Payable Clerk', 'finance', 'Bookkeeping, Excel, Data Entry', 1, MANCHESTER],
  [34, 'Financial Analyst', 'finance', 'Financial Modelling, Excel, SQL', 3, { ...LONDON, ...BACHELOR }],
  [35, 'Payroll Administrator', 'finance', 'Payroll, Excel, Sage', 2, BRISTOL],
  [36, 'Barista', 'hospitality', 'Coffee Making, Customer Service, Cash Handling', 0, LONDON],
  [37, 'Head Chef', 'hospitality', 'Cooking, Menu Planning, Food Safety, Team Leadership', 5, MANCHESTER],
  [38, 'Café Supervisor', 'hospitality', 'Customer Service, Team Leadership, Cash Handling, Food Safety', 2, LONDON],
  [39, 'Kitchen Porter', 'hospitality', 'Food Safety, Cleaning', 0, LEEDS],
  [40, 'Community Café Front of House', 'hospitality', 'Customer Service, Food Safety', 0, { ...LONDON, ...VOLUNTEER }],
  [41, 'Care Assistant', 'care', 'Personal Care, Safeguarding, First Aid', 0, LEEDS],
  [42, 'Registered Nurse', 'care', 'Nursing, Patient Care, Medication Administration', 2, { ...LONDON, ...BACHELOR }],
  [43, 'Healthcare Assistant', 'care', 'Patient Care, First Aid, Personal Care', 1, MANCHESTER],
  [44, 'Pharmacy Assistant', 'care', 'Customer Service, Medication Administration', 0, LONDON],
  [45, 'Senior Care Coordinator', 'care', 'Safeguarding, Care Planning, Team Leadership', 5, LEEDS],
  [46, 'Youth Worker', 'community', 'Youth Work, Safeguarding, Mentoring', 2, LONDON],
  [47, 'Teaching Assistant', 'community', 'Teaching, Safeguarding, Classroom Management', 1, MANCHESTER],
  [48, 'Volunteer Maths Tutor', 'community', 'Tutoring, Mathematics', 0, { ...LONDON, ...VOLUNTEER }],
  [49, 'Community Outreach Officer', 'community', 'Community Outreach, Event Planning, Public Speaking', 2, LONDON],
  [50, 'Fundraising Coordinator', 'community', 'Fundraising, Event Planning, Grant Writing', 3, BRISTOL],
  [51, 'Carpenter', 'trades', 'Carpentry, Joinery, Health and Safety', 3, LEEDS],
  [52, 'Warehouse Operative', 'trades', 'Forklift Operation, Stock Control, Health and Safety', 0, MANCHESTER],
  [53, 'Electrician', 'trades', 'Electrical Installation, Health and Safety', 4, LEEDS],
  [54, 'Delivery Driver', 'trades', 'Driving, Customer Service', 0, MANCHESTER],
  [55, 'Operations Manager', 'trades', 'Operations Management, Team Leadership, Budgeting, Stock Control', 6, MANCHESTER],
  [56, 'Office Administrator', 'office', 'Microsoft Office, Data Entry, Scheduling, Customer Service', 1, LONDON],
  [57, 'HR Advisor', 'office', 'Employee Relations, Recruitment, Employment Law', 3, LONDON],
  [58, 'Recruitment Consultant', 'office', 'Recruitment, Sales, Negotiation', 1, MANCHESTER],
  [59, 'Sales Executive', 'office', 'Sales, Negotiation, CRM', 2, LEEDS],
  [60, 'Customer Service Advisor', 'office', 'Customer Service, Communication, Data Entry', 0, REMOTE],
];

export const JUDGED_JOBS: JudgedJob[] = ROWS.map(([id, title, field, keywords, years, extra]) => ({
  id,
  title,
  field,
  keywords,
  years_of_experience: years,
  degree_requirements: null,
  is_remote: false,
  job_type: 'full-time',
  ...extra,
}));
