// Events, resources and volunteer opportunities of the small-business and nonprofit demo organisations.
// Dates are days from the seed day, so "upcoming" stays upcoming whenever the demo is started.

export const DEMO_TAGS = [
  { name: 'Volunteering', color: '#16a34a' },
  { name: 'Careers', color: '#2563eb' },
  { name: 'Workshop', color: '#9333ea' },
  { name: 'Networking', color: '#ea580c' },
  { name: 'Youth', color: '#db2777' },
  { name: 'Environment', color: '#65a30d' },
  { name: 'Digital skills', color: '#0891b2' },
  { name: 'Small business', color: '#ca8a04' },
  { name: 'Fundraising', color: '#dc2626' },
] as const;

export interface DemoEvent {
  org: number;
  title: string;
  event_type: string;
  inDays: number;
  start: string;
  end: string;
  is_online: boolean;
  location: string;
  capacity: number | null;
  participants: number;
  registration_open: boolean;
  tags: string[];
  description: string;
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  { org: 6, title: 'Volunteer Welcome Evening', event_type: 'Meetup', inDays: 3, start: '18:00', end: '19:30', is_online: false, location: 'Open Doors Hall, 2 Park Row', capacity: 40, participants: 22, registration_open: true, tags: ['Volunteering', 'Networking'], description: 'Meet the team, hear about our projects and find your role.' },
  { org: 6, title: 'Safeguarding Essentials', event_type: 'Training', inDays: 10, start: '10:00', end: '13:00', is_online: true, location: 'Online', capacity: 30, participants: 30, registration_open: false, tags: ['Workshop', 'Youth'], description: 'The training every youth mentor completes before their first session.' },
  { org: 7, title: 'Trongate Community Clean-up', event_type: 'Volunteering day', inDays: 5, start: '09:30', end: '12:30', is_online: false, location: 'Meet at 90 Trongate', capacity: 60, participants: 18, registration_open: true, tags: ['Environment', 'Volunteering'], description: 'Gloves, pickers and tea provided.' },
  { org: 7, title: 'Seed Swap & Growing Workshop', event_type: 'Workshop', inDays: 17, start: '11:00', end: '14:00', is_online: false, location: 'Green Streets Garden, Glasgow Green', capacity: 25, participants: 9, registration_open: true, tags: ['Environment', 'Workshop'], description: 'Bring seeds, take seeds, learn to grow food in small spaces.' },
  { org: 8, title: 'Careers in Tech: Open Evening', event_type: 'Talk', inDays: 7, start: '18:30', end: '20:30', is_online: false, location: 'Code for Good, 1 Long Lane', capacity: 80, participants: 51, registration_open: true, tags: ['Careers', 'Digital skills'], description: 'Engineers from local companies on how they got started.' },
  { org: 8, title: 'Coding Coach Training', event_type: 'Training', inDays: 21, start: '10:00', end: '16:00', is_online: true, location: 'Online', capacity: null, participants: 14, registration_open: true, tags: ['Workshop', 'Volunteering', 'Youth'], description: 'Everything you need to run your first club session.' },
  { org: 3, title: 'Small Business Breakfast', event_type: 'Networking', inDays: 12, start: '08:00', end: '09:30', is_online: false, location: 'The Daily Grind Café, Digbeth', capacity: 20, participants: 20, registration_open: false, tags: ['Small business', 'Networking'], description: 'Coffee, pastries and an honest chat about hiring your first employee.' },
  { org: 5, title: 'Portfolio Review Night', event_type: 'Workshop', inDays: 25, start: '18:00', end: '20:00', is_online: false, location: 'Fern & Fig Studio, Stokes Croft', capacity: 15, participants: 6, registration_open: true, tags: ['Careers', 'Workshop'], description: 'Bring your portfolio; leave with three things to improve.' },
  { org: 6, title: 'Winter Appeal Launch', event_type: 'Fundraiser', inDays: -20, start: '19:00', end: '21:00', is_online: false, location: 'Leeds Town Hall', capacity: 200, participants: 143, registration_open: false, tags: ['Fundraising'], description: 'Our annual appeal: a look back at the year.' },
];

export interface DemoResource {
  org: number;
  title: string;
  resource_type: string;
  author: string;
  daysAgo: number;
  url: string;
  is_free: boolean;
  views: number;
  downloads: number;
  tags: string[];
  description: string;
}

export const DEMO_RESOURCES: readonly DemoResource[] = [
  { org: 6, title: 'A Volunteer Handbook That People Read', resource_type: 'Guide', author: 'Grace Adeyemi', daysAgo: 30, url: 'https://opendoors.tandem.dev/handbook', is_free: true, views: 412, downloads: 120, tags: ['Volunteering'], description: 'How we wrote a ten-page handbook new volunteers finish.' },
  { org: 6, title: 'Writing Your First Trust Application', resource_type: 'Template', author: 'Aisha Khan', daysAgo: 60, url: 'https://opendoors.tandem.dev/trust-template', is_free: true, views: 290, downloads: 98, tags: ['Fundraising'], description: 'A template and a worked example that won £25,000.' },
  { org: 7, title: 'Running a Safe Community Clean-up', resource_type: 'Checklist', author: 'Fiona MacLeod', daysAgo: 14, url: 'https://greenstreets.tandem.dev/cleanup', is_free: true, views: 156, downloads: 40, tags: ['Environment', 'Volunteering'], description: 'Risk assessment, kit list and what to do with what you collect.' },
  { org: 8, title: 'Teaching Python to 11-Year-Olds', resource_type: 'Course', author: 'Daniel Cohen', daysAgo: 45, url: 'https://codeforgood.tandem.dev/python-kids', is_free: true, views: 833, downloads: 310, tags: ['Digital skills', 'Youth'], description: 'Six sessions, each with a game the children build.' },
  { org: 8, title: 'Interview Practice Pack', resource_type: 'Guide', author: 'Code for Good London', daysAgo: 7, url: 'https://codeforgood.tandem.dev/interviews', is_free: false, views: 95, downloads: 12, tags: ['Careers'], description: 'Questions, model answers and a mock-interview plan.' },
  { org: 3, title: 'Hiring Your First Employee: A Checklist', resource_type: 'Checklist', author: 'Sam Okafor', daysAgo: 90, url: 'https://dailygrind.tandem.dev/first-hire', is_free: true, views: 520, downloads: 201, tags: ['Small business', 'Careers'], description: 'Right to work, contracts, payroll and a first-week plan.' },
  { org: 4, title: 'Apprenticeships for Small Trades Firms', resource_type: 'Article', author: 'Ellie Hughes', daysAgo: 21, url: 'https://hughesjoinery.tandem.dev/apprentices', is_free: true, views: 188, downloads: 33, tags: ['Small business', 'Careers'], description: 'What the levy pays for and how to find a good college partner.' },
];

export interface DemoOpportunity {
  org: number;
  title: string;
  keywords: string[];
  is_remote: boolean;
  time_commitment: 'one-time' | 'weekly' | 'monthly' | 'flexible';
  category: 'Marketing' | 'Technology' | 'Design' | 'Finance' | 'Operations';
  inDays: number | null;
  description: string;
}

export const DEMO_OPPORTUNITIES: readonly DemoOpportunity[] = [
  { org: 6, title: 'Social Media Volunteer', keywords: ['Social Media Marketing', 'Copywriting', 'Canva'], is_remote: true, time_commitment: 'weekly', category: 'Marketing', inDays: null, description: 'Two hours a week sharing our volunteers’ stories.' },
  { org: 6, title: 'Treasurer (Trustee)', keywords: ['Bookkeeping', 'Budgeting', 'Microsoft Excel'], is_remote: false, time_commitment: 'monthly', category: 'Finance', inDays: null, description: 'Join the board and look after our finances.' },
  { org: 7, title: 'Clean-up Day Helper', keywords: ['Teamwork', 'Health and Safety'], is_remote: false, time_commitment: 'one-time', category: 'Operations', inDays: 5, description: 'One Saturday morning, no experience needed.' },
  { org: 7, title: 'Website Refresh Volunteer', keywords: ['WordPress', 'HTML', 'CSS', 'UI Design'], is_remote: true, time_commitment: 'flexible', category: 'Technology', inDays: null, description: 'Help us rebuild our WordPress site so volunteers can sign up online.' },
  { org: 8, title: 'Coding Club Assistant', keywords: ['Python', 'JavaScript', 'Teaching'], is_remote: false, time_commitment: 'weekly', category: 'Technology', inDays: 14, description: 'Support a coach at a Thursday after-school club.' },
  { org: 8, title: 'Data Volunteer: Impact Report', keywords: ['SQL', 'Data Analysis', 'Microsoft Excel', 'Tableau'], is_remote: true, time_commitment: 'one-time', category: 'Technology', inDays: null, description: 'Turn a year of attendance data into our impact report.' },
  { org: 5, title: 'Poster Design for Open Studios', keywords: ['Adobe Illustrator', 'Typography', 'Branding'], is_remote: false, time_commitment: 'one-time', category: 'Design', inDays: 20, description: 'Design the poster for our open-studios weekend.' },
  { org: 3, title: 'Community Fridge Rota', keywords: ['Food Hygiene', 'Customer Service', 'Organisation'], is_remote: false, time_commitment: 'flexible', category: 'Operations', inDays: null, description: 'Keep our community fridge stocked and safe.' },
];
