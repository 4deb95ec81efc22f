import type { JobType } from '@tandem/contract';

export interface DemoJob {
  title: string;
  department: string;
  job_type: JobType;
  keywords: string[];
  years: number;
  degree: string;
  salary: [number, number] | null;
  perks: string[];
  summary: string;
}

const PERKS_TECH = ['Hybrid working', '25 days holiday', 'Pension matching', 'Learning budget'];
const PERKS_HOSPITALITY = ['Staff meals', 'Tips shared fairly', 'Flexible shifts'];

/** Job templates by organisation, in the order of DEMO_ORGANISATIONS. */
export const DEMO_JOBS: readonly (readonly DemoJob[])[] = [
  [
    { title: 'Backend Developer (Python)', department: 'Engineering', job_type: 'full-time', keywords: ['Python', 'Django', 'PostgreSQL', 'Docker', 'REST APIs'], years: 3, degree: "Bachelor's degree in Computer Science or equivalent", salary: [45000, 60000], perks: PERKS_TECH, summary: 'Build and run the APIs behind a busy hiring platform for our client, a growing fintech.' },
    { title: 'Frontend Engineer (React)', department: 'Engineering', job_type: 'full-time', keywords: ['React', 'TypeScript', 'JavaScript', 'CSS', 'Web Accessibility'], years: 2, degree: "Bachelor's degree", salary: [42000, 55000], perks: PERKS_TECH, summary: 'Shape accessible, fast interfaces used by thousands of shoppers every day.' },
    { title: 'Recruitment Coordinator', department: 'Talent', job_type: 'full-time', keywords: ['Recruitment', 'Communication', 'Microsoft Excel', 'Appointment Scheduling'], years: 1, degree: 'None', salary: [26000, 30000], perks: ['25 days holiday', 'Pension matching'], summary: 'Keep candidates and hiring managers moving: interviews, feedback and offers.' },
    { title: 'Graduate Marketing Intern', department: 'Marketing', job_type: 'intern', keywords: ['Social Media Marketing', 'Copywriting', 'Canva'], years: 0, degree: "Bachelor's degree (any subject)", salary: [22000, 24000], perks: ['Mentoring', 'Hybrid working'], summary: 'Six months learning campaign work end to end with a friendly team.' },
  ],
  [
    { title: 'Data Analyst', department: 'Analytics', job_type: 'full-time', keywords: ['SQL', 'Python', 'Tableau', 'Data Analysis', 'Statistics'], years: 2, degree: "Bachelor's degree in a numerate subject", salary: [38000, 48000], perks: PERKS_TECH, summary: 'Turn messy retail data into decisions our clients can act on.' },
    { title: 'Machine Learning Engineer', department: 'Data Science', job_type: 'full-time', keywords: ['Python', 'Machine Learning', 'PyTorch', 'AWS', 'Docker'], years: 4, degree: "Master's degree", salary: [60000, 80000], perks: PERKS_TECH, summary: 'Take forecasting models from notebook to production and keep them honest.' },
    { title: 'Data Science Intern', department: 'Data Science', job_type: 'intern', keywords: ['Python', 'Pandas', 'Statistics', 'SQL'], years: 0, degree: "Bachelor's degree (in progress)", salary: [24000, 26000], perks: ['Mentoring', 'Learning budget'], summary: 'A summer internship on real client projects with a named mentor.' },
    { title: 'Product Designer', department: 'Product', job_type: 'full-time', keywords: ['Figma', 'User Research', 'Prototyping', 'UI Design'], years: 3, degree: "Bachelor's degree", salary: [45000, 58000], perks: PERKS_TECH, summary: 'Design dashboards analysts love to use, from research to polished UI.' },
  ],
  [
    { title: 'Senior Node.js Engineer', department: 'Platform', job_type: 'full-time', keywords: ['Node.js', 'TypeScript', 'PostgreSQL', 'Kubernetes', 'AWS'], years: 5, degree: "Bachelor's degree in Computer Science", salary: [65000, 85000], perks: PERKS_TECH, summary: 'Lead work on the services behind our scheduling product.' },
    { title: 'DevOps Engineer', department: 'Platform', job_type: 'full-time', keywords: ['Kubernetes', 'Terraform', 'AWS', 'Linux', 'CI/CD'], years: 3, degree: 'None', salary: [55000, 70000], perks: PERKS_TECH, summary: 'Keep deployments boring and the platform observable.' },
    { title: 'QA Engineer', department: 'Quality', job_type: 'full-time', keywords: ['Test Automation', 'Playwright', 'JavaScript', 'Agile'], years: 2, degree: 'None', salary: [38000, 46000], perks: PERKS_TECH, summary: 'Own end-to-end tests and help the team ship with confidence.' },
    { title: 'Software Engineering Intern', department: 'Engineering', job_type: 'intern', keywords: ['Java', 'Git', 'SQL'], years: 0, degree: "Bachelor's degree (in progress)", salary: [23000, 25000], perks: ['Mentoring'], summary: 'Pair with senior engineers on features that reach customers.' },
  ],
  [
    { title: 'Barista', department: 'Front of house', job_type: 'full-time', keywords: ['Barista', 'Customer Service', 'Food Hygiene', 'Cash Handling'], years: 1, degree: 'None', salary: [22000, 24000], perks: PERKS_HOSPITALITY, summary: 'Make great coffee and make regulars feel at home.' },
    { title: 'Café Supervisor', department: 'Front of house', job_type: 'full-time', keywords: ['Team Leadership', 'Customer Service', 'Stock Control', 'Food Hygiene'], years: 2, degree: 'None', salary: [25000, 28000], perks: PERKS_HOSPITALITY, summary: 'Run busy shifts, train new starters and keep the café spotless.' },
    { title: 'Social Media Helper', department: 'Marketing', job_type: 'volunteering', keywords: ['Social Media Marketing', 'Photography', 'Canva'], years: 0, degree: 'None', salary: null, perks: ['Free coffee', 'Reference letter'], summary: 'A few hours a week helping us show the café off online.' },
  ],
  [
    { title: 'Apprentice Joiner', department: 'Workshop', job_type: 'intern', keywords: ['Carpentry', 'Health and Safety', 'Power Tools'], years: 0, degree: 'None', salary: [18000, 21000], perks: ['Paid college days', 'Tools provided'], summary: 'Learn the trade from people who love it.' },
    { title: 'Site Carpenter', department: 'Sites', job_type: 'full-time', keywords: ['Carpentry', 'Reading Technical Drawings', 'Health and Safety', 'Driving'], years: 3, degree: 'None', salary: [30000, 36000], perks: ['Company van', 'Overtime paid'], summary: 'Fit kitchens, stairs and doors to a standard we sign our name to.' },
    { title: 'Office Bookkeeper (part-time)', department: 'Office', job_type: 'full-time', keywords: ['Bookkeeping', 'Xero', 'Microsoft Excel', 'Payroll'], years: 2, degree: 'AAT Level 3 or equivalent', salary: [24000, 28000], perks: ['Flexible hours'], summary: 'Keep our books, payroll and VAT returns in order.' },
  ],
  [
    { title: 'Junior Graphic Designer', department: 'Studio', job_type: 'full-time', keywords: ['Adobe Illustrator', 'Adobe Photoshop', 'Typography', 'Branding'], years: 1, degree: "Bachelor's degree in Graphic Design", salary: [24000, 28000], perks: ['Four-day week', 'Studio dog'], summary: 'Work on brand identities for independent shops and makers.' },
    { title: 'Web Designer', department: 'Studio', job_type: 'full-time', keywords: ['Figma', 'HTML', 'CSS', 'WordPress', 'UI Design'], years: 2, degree: 'None', salary: [30000, 36000], perks: ['Four-day week'], summary: 'Design and build small, beautiful websites for our clients.' },
    { title: 'Studio Assistant Volunteer', department: 'Studio', job_type: 'volunteering', keywords: ['Photography', 'Organisation', 'Communication'], years: 0, degree: 'None', salary: null, perks: ['Portfolio pieces', 'Reference letter'], summary: 'Help with shoots and the studio open days.' },
  ],
  [
    { title: 'Youth Mentor', department: 'Programmes', job_type: 'volunteering', keywords: ['Mentoring', 'Safeguarding Children', 'Communication', 'Empathy'], years: 0, degree: 'None', salary: null, perks: ['Training provided', 'Expenses paid'], summary: 'Meet a young person fortnightly and help them take their next step.' },
    { title: 'Fundraising Officer', department: 'Fundraising', job_type: 'full-time', keywords: ['Fundraising', 'Grant Writing', 'Donor Relations', 'Microsoft Excel'], years: 2, degree: "Bachelor's degree", salary: [28000, 32000], perks: ['35 days holiday', 'Flexible hours'], summary: 'Grow the trusts and foundations income that keeps our doors open.' },
    { title: 'Food Bank Volunteer', department: 'Food bank', job_type: 'volunteering', keywords: ['Customer Service', 'Food Hygiene', 'Teamwork'], years: 0, degree: 'None', salary: null, perks: ['Expenses paid'], summary: 'Sort donations and welcome visitors on weekday mornings.' },
  ],
  [
    { title: 'Community Gardener', department: 'Projects', job_type: 'volunteering', keywords: ['Gardening', 'Teamwork', 'Health and Safety'], years: 0, degree: 'None', salary: null, perks: ['Tools provided', 'Lunch on the day'], summary: 'Help turn empty lots into gardens the neighbourhood shares.' },
    { title: 'Events Coordinator', department: 'Engagement', job_type: 'full-time', keywords: ['Event Planning', 'Volunteer Management', 'Social Media Marketing', 'Budgeting'], years: 2, degree: 'None', salary: [26000, 29000], perks: ['35 days holiday'], summary: 'Plan clean-ups, plant swaps and a summer festival.' },
    { title: 'Grant Writer (remote)', department: 'Fundraising', job_type: 'full-time', keywords: ['Grant Writing', 'Copywriting', 'Grant Research'], years: 3, degree: "Bachelor's degree", salary: [30000, 34000], perks: ['Remote working', 'Flexible hours'], summary: 'Write the bids that fund our next three years.' },
  ],
  [
    { title: 'Volunteer Coding Coach', department: 'Clubs', job_type: 'volunteering', keywords: ['Python', 'JavaScript', 'Teaching', 'Mentoring'], years: 1, degree: 'None', salary: null, perks: ['DBS check paid', 'Training provided'], summary: 'Coach a weekly after-school coding club for 11 to 14 year olds.' },
    { title: 'Programme Manager', department: 'Programmes', job_type: 'full-time', keywords: ['Project Management', 'Stakeholder Management', 'Budgeting', 'Impact Reporting'], years: 4, degree: "Bachelor's degree", salary: [40000, 46000], perks: ['35 days holiday', 'Hybrid working'], summary: 'Run our schools programme across London boroughs.' },
    { title: 'Digital Skills Intern', department: 'Programmes', job_type: 'intern', keywords: ['Microsoft Excel', 'Communication', 'Teaching'], years: 0, degree: 'None', salary: [21000, 23000], perks: ['Mentoring'], summary: 'Help adults get online with confidence in library drop-in sessions.' },
  ],
];
