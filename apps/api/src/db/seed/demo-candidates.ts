export interface DemoCandidate {
  name: string;
  email: string;
  title: string;
  cityIndex: number;
  links: { linkedin: string; github: string; portfolio: string };
  skills: [name: string, score: number][];
  education: { institution: string; degree: string; field_of_study: string; start: string; end: string | null }[];
  experience: { company: string; title: string; start: string; end: string | null; remote: boolean; responsibilities: string }[];
}

const link = (slug: string, github = true) => ({
  linkedin: `https://www.linkedin.com/in/${slug}`,
  github: github ? `https://github.com/${slug}` : '',
  portfolio: '',
});

/** The first candidate is the demo account the README lists. */
export const DEMO_CANDIDATES: readonly DemoCandidate[] = [
  {
    name: 'Alex Rivera', email: 'candidate@tandem.dev', title: 'Backend Developer', cityIndex: 0, links: { ...link('alex-rivera'), portfolio: 'https://alexrivera.dev' },
    skills: [['Python', 9], ['Django', 8], ['PostgreSQL', 7], ['Docker', 5], ['JavaScript', 6], ['Git', 8]],
    education: [{ institution: 'University of Manchester', degree: "Bachelor's degree", field_of_study: 'Computer Science', start: '2016-09-01', end: '2019-06-30' }],
    experience: [
      { company: 'Ledgerly', title: 'Backend Developer', start: '2021-03-01', end: null, remote: false, responsibilities: 'Built Django REST APIs for invoicing; cut p95 latency by 40% with query tuning.' },
      { company: 'Shopwise', title: 'Junior Developer', start: '2019-08-01', end: '2021-02-28', remote: false, responsibilities: 'Maintained Python data pipelines and internal tools.' },
    ],
  },
  {
    name: 'Mia Thompson', email: 'mia.thompson@tandem.dev', title: 'Frontend Developer', cityIndex: 1, links: link('mia-thompson'),
    skills: [['React', 9], ['TypeScript', 8], ['JavaScript', 9], ['CSS', 8], ['Figma', 5]],
    education: [{ institution: 'University of Leeds', degree: "Bachelor's degree", field_of_study: 'Interactive Media', start: '2015-09-01', end: '2018-06-30' }],
    experience: [{ company: 'Pixelhouse', title: 'Frontend Developer', start: '2018-09-01', end: null, remote: true, responsibilities: 'Led the move to React and TypeScript; built the design system.' }],
  },
  {
    name: 'Omar Haddad', email: 'omar.haddad@tandem.dev', title: 'Data Analyst', cityIndex: 1, links: link('omar-haddad'),
    skills: [['SQL', 9], ['Python', 7], ['Tableau', 8], ['Microsoft Excel', 9], ['Statistics', 7]],
    education: [
      { institution: 'University of Birmingham', degree: "Master's degree", field_of_study: 'Data Science', start: '2019-09-01', end: '2020-09-30' },
      { institution: 'University of Nottingham', degree: "Bachelor's degree", field_of_study: 'Economics', start: '2016-09-01', end: '2019-06-30' },
    ],
    experience: [{ company: 'RetailCo', title: 'Data Analyst', start: '2020-10-01', end: null, remote: false, responsibilities: 'Weekly trading dashboards and pricing analysis for 300 stores.' }],
  },
  {
    name: 'Chloe Evans', email: 'chloe.evans@tandem.dev', title: 'Barista', cityIndex: 2, links: link('chloe-evans', false),
    skills: [['Barista', 8], ['Customer Service', 9], ['Food Hygiene', 7], ['Cash Handling', 8]],
    education: [{ institution: 'Birmingham Metropolitan College', degree: 'BTEC Level 3', field_of_study: 'Hospitality', start: '2019-09-01', end: '2021-06-30' }],
    experience: [{ company: 'Bean There', title: 'Barista', start: '2021-07-01', end: null, remote: false, responsibilities: 'Opened the café, trained two new starters, ran the till.' }],
  },
  {
    name: 'Jack Wilson', email: 'jack.wilson@tandem.dev', title: 'Carpenter', cityIndex: 7, links: link('jack-wilson', false),
    skills: [['Carpentry', 8], ['Health and Safety', 7], ['Reading Technical Drawings', 6], ['Driving', 8]],
    education: [{ institution: 'Cardiff and Vale College', degree: 'NVQ Level 3', field_of_study: 'Site Carpentry', start: '2015-09-01', end: '2017-06-30' }],
    experience: [
      { company: 'Valley Builders', title: 'Carpenter', start: '2017-07-01', end: '2022-12-31', remote: false, responsibilities: 'First and second fix on new-build homes.' },
      { company: 'Self-employed', title: 'Carpenter', start: '2023-01-01', end: null, remote: false, responsibilities: 'Kitchens, staircases and bespoke shelving for private clients.' },
    ],
  },
  {
    name: 'Aisha Khan', email: 'aisha.khan@tandem.dev', title: 'Fundraiser', cityIndex: 3, links: link('aisha-khan', false),
    skills: [['Fundraising', 8], ['Grant Writing', 9], ['Donor Relations', 7], ['Copywriting', 7], ['Microsoft Excel', 6]],
    education: [{ institution: 'University of York', degree: "Bachelor's degree", field_of_study: 'English Literature', start: '2014-09-01', end: '2017-06-30' }],
    experience: [{ company: 'Hope Housing', title: 'Trusts Fundraiser', start: '2018-01-01', end: null, remote: false, responsibilities: 'Raised £400k a year from trusts and foundations.' }],
  },
  {
    name: 'Liam O’Connor', email: 'liam.oconnor@tandem.dev', title: 'DevOps Engineer', cityIndex: 8, links: link('liam-oconnor'),
    skills: [['Kubernetes', 8], ['Terraform', 8], ['AWS', 9], ['Linux', 8], ['Python', 6], ['Docker', 9]],
    education: [{ institution: 'Trinity College Dublin', degree: "Bachelor's degree", field_of_study: 'Computer Engineering', start: '2012-09-01', end: '2016-06-30' }],
    experience: [
      { company: 'CloudNine', title: 'Site Reliability Engineer', start: '2019-04-01', end: null, remote: true, responsibilities: 'Ran 40 Kubernetes clusters; on-call lead.' },
      { company: 'Hostly', title: 'Systems Administrator', start: '2016-07-01', end: '2019-03-31', remote: false, responsibilities: 'Linux fleet and backups.' },
    ],
  },
  {
    name: 'Sofia Rossi', email: 'sofia.rossi@tandem.dev', title: 'Graphic Designer', cityIndex: 4, links: { ...link('sofia-rossi', false), portfolio: 'https://sofiarossi.design' },
    skills: [['Adobe Illustrator', 9], ['Adobe Photoshop', 8], ['Typography', 8], ['Branding', 7], ['Figma', 7]],
    education: [{ institution: 'University of the West of England', degree: "Bachelor's degree", field_of_study: 'Graphic Design', start: '2017-09-01', end: '2020-06-30' }],
    experience: [{ company: 'Inkwell Studio', title: 'Junior Designer', start: '2020-09-01', end: null, remote: false, responsibilities: 'Brand identities and packaging for food start-ups.' }],
  },
  {
    name: 'Ben Carter', email: 'ben.carter@tandem.dev', title: 'Student', cityIndex: 5, links: link('ben-carter'),
    skills: [['Python', 6], ['Java', 5], ['SQL', 5], ['Git', 6], ['Pandas', 5]],
    education: [{ institution: 'University of Edinburgh', degree: "Bachelor's degree (in progress)", field_of_study: 'Informatics', start: '2023-09-01', end: null }],
    experience: [{ company: 'Edinburgh Uni Tech Society', title: 'Workshop Lead', start: '2024-01-01', end: null, remote: false, responsibilities: 'Runs weekly Python workshops for first-year students.' }],
  },
  {
    name: 'Hannah Schmidt', email: 'hannah.schmidt@tandem.dev', title: 'Youth Worker', cityIndex: 6, links: link('hannah-schmidt', false),
    skills: [['Mentoring', 9], ['Safeguarding Children', 8], ['Communication', 9], ['Event Planning', 6], ['Teaching', 7]],
    education: [{ institution: 'University of Glasgow', degree: "Bachelor's degree", field_of_study: 'Community Development', start: '2013-09-01', end: '2017-06-30' }],
    experience: [{ company: 'Glasgow Youth Network', title: 'Youth Worker', start: '2017-08-01', end: null, remote: false, responsibilities: 'Runs evening youth clubs and a mentoring scheme.' }],
  },
  {
    name: 'Noah Williams', email: 'noah.williams@tandem.dev', title: 'Bookkeeper', cityIndex: 7, links: link('noah-williams', false),
    skills: [['Bookkeeping', 9], ['Xero', 8], ['Microsoft Excel', 8], ['Payroll', 7]],
    education: [{ institution: 'Cardiff Metropolitan University', degree: 'AAT Level 4', field_of_study: 'Accounting', start: '2016-09-01', end: '2018-06-30' }],
    experience: [{ company: 'Taff Accountants', title: 'Bookkeeper', start: '2018-07-01', end: null, remote: false, responsibilities: 'Books and payroll for 30 small businesses.' }],
  },
  {
    name: 'Zara Ahmed', email: 'zara.ahmed@tandem.dev', title: 'Machine Learning Engineer', cityIndex: 0, links: link('zara-ahmed'),
    skills: [['Python', 9], ['Machine Learning', 8], ['PyTorch', 8], ['AWS', 6], ['SQL', 7], ['Docker', 6]],
    education: [
      { institution: 'Imperial College London', degree: "Master's degree", field_of_study: 'Machine Learning', start: '2018-10-01', end: '2019-09-30' },
      { institution: 'University of Warwick', degree: "Bachelor's degree", field_of_study: 'Mathematics', start: '2015-09-01', end: '2018-06-30' },
    ],
    experience: [{ company: 'Forecastly', title: 'ML Engineer', start: '2019-10-01', end: null, remote: false, responsibilities: 'Demand forecasting models serving 2,000 retailers.' }],
  },
];
