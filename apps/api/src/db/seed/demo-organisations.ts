import type { OrganisationRole } from '@tandem/contract';

export interface DemoOrganisation {
  /** The demo account that owns it; the first of each kind is the one the README lists. */
  owner: { name: string; email: string; role: OrganisationRole; title: string };
  company: { name: string; email: string; phone_number: string; address: string; website: string };
  cityIndex: number;
}

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  {
    owner: { name: 'Riley Morgan', email: 'recruiter@tandem.dev', role: 'recruiter', title: 'Talent Partner' },
    company: { name: 'Brightpath Talent', email: 'hello@brightpath.tandem.dev', phone_number: '020 7946 0011', address: '12 Finsbury Square, London, England EC2A 1AS, United Kingdom', website: 'https://brightpath.tandem.dev' },
    cityIndex: 0,
  },
  {
    owner: { name: 'Priya Shah', email: 'priya.shah@northwind.tandem.dev', role: 'recruiter', title: 'Head of People' },
    company: { name: 'Northwind Analytics', email: 'jobs@northwind.tandem.dev', phone_number: '0161 496 0022', address: '3 Hardman Street, Manchester, England M3 3EB, United Kingdom', website: 'https://northwind.tandem.dev' },
    cityIndex: 1,
  },
  {
    owner: { name: 'Tom Becker', email: 'tom.becker@copperleaf.tandem.dev', role: 'recruiter', title: 'Engineering Manager' },
    company: { name: 'Copperleaf Software', email: 'careers@copperleaf.tandem.dev', phone_number: '0131 496 0033', address: '20 Quartermile, Edinburgh, Scotland EH3 9EN, United Kingdom', website: 'https://copperleaf.tandem.dev' },
    cityIndex: 5,
  },
  {
    owner: { name: 'Sam Okafor', email: 'smallbiz@tandem.dev', role: 'smallbiz_owner', title: 'Owner' },
    company: { name: 'The Daily Grind Café', email: 'hello@dailygrind.tandem.dev', phone_number: '0121 496 0044', address: '45 Digbeth High Street, Birmingham, England B5 6DY, United Kingdom', website: 'https://dailygrind.tandem.dev' },
    cityIndex: 2,
  },
  {
    owner: { name: 'Ellie Hughes', email: 'ellie@hughesjoinery.tandem.dev', role: 'smallbiz_owner', title: 'Director' },
    company: { name: 'Hughes & Daughters Joinery', email: 'office@hughesjoinery.tandem.dev', phone_number: '029 2018 0055', address: '8 Bute Terrace, Cardiff, Wales CF10 2FE, United Kingdom', website: 'https://hughesjoinery.tandem.dev' },
    cityIndex: 7,
  },
  {
    owner: { name: 'Marcus Lee', email: 'marcus@fernandfig.tandem.dev', role: 'smallbiz_owner', title: 'Founder' },
    company: { name: 'Fern & Fig Studio', email: 'studio@fernandfig.tandem.dev', phone_number: '0117 496 0066', address: '14 Stokes Croft, Bristol, England BS1 3PR, United Kingdom', website: 'https://fernandfig.tandem.dev' },
    cityIndex: 4,
  },
  {
    owner: { name: 'Grace Adeyemi', email: 'nonprofit@tandem.dev', role: 'nonprofit', title: 'Volunteer Coordinator' },
    company: { name: 'Open Doors Community Trust', email: 'info@opendoors.tandem.dev', phone_number: '0113 496 0077', address: '2 Park Row, Leeds, England LS1 5HD, United Kingdom', website: 'https://opendoors.tandem.dev' },
    cityIndex: 3,
  },
  {
    owner: { name: 'Fiona MacLeod', email: 'fiona@greenstreets.tandem.dev', role: 'nonprofit', title: 'Programme Lead' },
    company: { name: 'Green Streets Glasgow', email: 'team@greenstreets.tandem.dev', phone_number: '0141 496 0088', address: '90 Trongate, Glasgow, Scotland G1 5EP, United Kingdom', website: 'https://greenstreets.tandem.dev' },
    cityIndex: 6,
  },
  {
    owner: { name: 'Daniel Cohen', email: 'daniel@codeclub.tandem.dev', role: 'nonprofit', title: 'Director' },
    company: { name: 'Code for Good London', email: 'hello@codeforgood.tandem.dev', phone_number: '020 7946 0099', address: '1 Long Lane, London, England SE1 4PG, United Kingdom', website: 'https://codeforgood.tandem.dev' },
    cityIndex: 0,
  },
];
