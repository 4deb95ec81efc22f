/**
 * The import benchmark's corpus (issue 32): nine résumés of invented people, each written here by hand as its own
 * document (not one model poured into templates), drawn as a real PDF with pdf-lib or written as a real Word file
 * with docx, in the layouts people send: one column, a sidebar and two columns, tables, headings in other words and
 * in capitals, no headings at all, two pages; dates as 'Mar 2021 – Present', '03/2021', '2019-03', 'September 2019
 * to July 2022', 'Aug. 2016', '2016 – 2018'. Phone numbers are Ofcom's drama numbers (07700 900xxx); every name,
 * company and address is made up. Beside each, what a careful reader takes from it: the expected answers.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ExpectedExperience {
  title: string;
  company: string;
  start_date: string | null;
  end_date: string | null;
}

export interface ExpectedEducation {
  institution: string;
  degree: string;
  start_date: string | null;
  end_date: string | null;
}

export interface Expected {
  name: string;
  phone_number: string;
  /** The city the address names (the draft's address must hold it). */
  city: string;
  /** Most recent first, at most the 3 a profile holds. */
  experience: ExpectedExperience[];
  /** Most recent first, at most the 2 a profile holds. */
  education: ExpectedEducation[];
  /** Catalogue skills (their catalogue names) the résumé names anywhere. */
  skills: string[];
}

export interface CorpusFile {
  file: string;
  layout: string;
  make: () => Promise<Buffer>;
  expected: Expected;
}

// ---------- PDF ----------

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

class PdfWriter {
  page!: PDFPage;
  y = 0;
  private constructor(
    readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async create(): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    // Fixed dates, so the files written with --write do not change from run to run.
    pdf.setCreationDate(FIXED_DATE);
    pdf.setModificationDate(FIXED_DATE);
    const writer = new PdfWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
    writer.newPage();
    return writer;
  }

  newPage(): void {
    this.page = this.pdf.addPage([595, 842]);
    this.y = 790;
  }

  /** Text at a place, the cursor left alone. */
  at(x: number, y: number, text: string, { size = 10, bold = false } = {}): void {
    this.page.drawText(text, { x, y, size, font: bold ? this.bold : this.font });
  }

  /** A line at the cursor, which then moves down. */
  line(text: string, { x = 50, size = 10, bold = false, after = 5 } = {}): void {
    if (this.y < 50) this.newPage();
    this.at(x, this.y, text, { size, bold });
    this.y -= size + after;
  }

  gap(points = 8): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({ start: { x: 50, y: this.y + 12 }, end: { x: 545, y: this.y + 12 }, thickness: 0.5 });
  }

  async save(): Promise<Buffer> {
    return Buffer.from(await this.pdf.save());
  }
}

/** 1. A care worker's clean one-column PDF: 'Mar 2021 – Present', headings in title case with '&'. */
async function careOneColumn(): Promise<Buffer> {
  const w = await PdfWriter.create();
  w.line('Grace Mensah', { size: 18, bold: true, after: 8 });
  w.line('Senior Care Assistant');
  w.line('Flat 4, 22 Victoria Road, Leeds LS6 1AB  |  07700 900456  |  grace.mensah@example.com');
  w.gap();
  w.line('Profile', { size: 12, bold: true });
  w.line('Caring and reliable senior care assistant with seven years in residential and home care. I take pride in');
  w.line('treating every resident with dignity, and in keeping clear, accurate records.');
  w.gap();
  w.line('Work Experience', { size: 12, bold: true });
  w.line('Senior Care Assistant', { bold: true });
  w.line('Meadowbank Care Home Ltd, Leeds');
  w.line('Mar 2021 – Present');
  w.line('• Administer medication and keep care plans up to date for 28 residents.');
  w.line('• Support residents living with dementia with personal care and moving and handling.');
  w.line('• Mentor new carers through the Care Certificate and lead the night shift.');
  w.gap(4);
  w.line('Care Assistant', { bold: true });
  w.line('Helping Hands Homecare, Harrogate');
  w.line('Jun 2018 – Feb 2021');
  w.line('• Visited older people at home for personal care, meal preparation and companionship.');
  w.line('• Recorded every visit and reported safeguarding concerns to the care coordinator.');
  w.gap(4);
  w.line('Kitchen Assistant', { bold: true });
  w.line('The Old Bell Hotel, York');
  w.line('2016 – 2018');
  w.line('• Prepared food and cleaned the kitchen to food hygiene standards.');
  w.gap();
  w.line('Education & Training', { size: 12, bold: true });
  w.line('NVQ Level 3 Diploma in Health and Social Care');
  w.line('Leeds City College');
  w.line('2019 – 2020');
  w.line('GCSEs (English, Maths, Science)');
  w.line('Allerton Grange School');
  w.line('2011 – 2016');
  w.gap();
  w.line('Skills', { size: 12, bold: true });
  w.line('Medication administration, dementia care, moving and handling, first aid, safeguarding, infection control');
  return w.save();
}

/** 2. A developer's PDF with a sidebar (contact, skills, languages) and the story on the right: '03/2021 – Present'. */
async function developerSidebar(): Promise<Buffer> {
  const w = await PdfWriter.create();
  w.at(40, 790, 'Tomás Rivera', { size: 20, bold: true });
  w.at(40, 768, 'Full Stack Software Engineer', { size: 11 });
  const left: [string, boolean][] = [
    ['CONTACT', true], ['07700 900781', false], ['tomas.rivera@example.com', false], ['Bristol, UK', false], ['github.com/tomas-rivera', false],
    ['', false], ['SKILLS', true], ['TypeScript', false], ['React', false], ['Node.js', false], ['PostgreSQL', false], ['Docker', false],
    ['Kubernetes', false], ['AWS', false], ['GraphQL', false], ['', false], ['LANGUAGES', true], ['English, Spanish', false],
  ];
  const right: [string, boolean][] = [
    ['EXPERIENCE', true],
    ['Software Engineer', true], ['Northwind Digital Ltd  |  03/2021 – Present', false],
    ['• Built a GraphQL API in Node.js and TypeScript serving', false], ['  two million requests a day.', false],
    ['• Moved our deployments to Docker and Kubernetes on AWS.', false],
    ['• Mentored two junior developers.', false],
    ['', false],
    ['Junior Developer', true], ['Harbour Software Ltd  |  09/2018 – 02/2021', false],
    ['• Maintained React front ends and wrote Jest tests.', false],
    ['• Wrote reporting queries in SQL on PostgreSQL.', false],
    ['', false],
    ['EDUCATION', true],
    ['BSc (Hons) Computer Science', true], ['University of the West of England  |  2015 – 2018', false],
  ];
  let y = 735;
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const [l, lb] = left[i] ?? ['', false];
    const [r, rb] = right[i] ?? ['', false];
    if (l) w.at(40, y, l, { size: 9.5, bold: lb });
    if (r) w.at(210, y, r, { size: 9.5, bold: rb });
    y -= 15;
  }
  return w.save();
}

/** 3. A chef's PDF laid out as a table (dates in a left column), headings in capitals: 'Sept 2019 – Present'. */
async function chefTable(): Promise<Buffer> {
  const w = await PdfWriter.create();
  w.line('OWEN DAVIES', { size: 18, bold: true, after: 8 });
  w.line('Head Chef');
  w.line('Cardiff, Wales  ·  07700 900312  ·  owen.davies@example.com');
  w.gap();
  w.line('CAREER HISTORY', { size: 12, bold: true });
  w.rule();
  const row = (dates: string, lines: [string, boolean][]) => {
    w.at(50, w.y, dates, { size: 10 });
    for (const [text, bold] of lines) w.line(text, { x: 190, bold });
    w.gap(6);
  };
  row('Sept 2019 – Present', [
    ['Head Chef', true], ['The Riverside Kitchen, Cardiff', false],
    ['• Run a kitchen of nine and write seasonal menus for 120 covers a night.', false],
    ['• Cut food waste by a fifth with tighter stock control and ordering.', false],
    ['• Keep HACCP records and allergen information for every dish.', false],
  ]);
  row('May 2015 – Aug 2019', [
    ['Sous Chef', true], ['Castle Arms Hotel, Newport', false],
    ['• Led the kitchen on the head chef\'s days off; trained commis chefs.', false],
    ['• Managed deliveries, rotation and weekly stock takes.', false],
  ]);
  row('2013 – 2015', [['Commis Chef', true], ['Bay Brasserie, Swansea', false], ['• Prepared sauces, pastry and the cold section.', false]]);
  w.gap();
  w.line('QUALIFICATIONS', { size: 12, bold: true });
  w.rule();
  row('2011 – 2013', [['NVQ Level 3 Professional Cookery', true], ['Cardiff and Vale College', false]]);
  w.line('KEY SKILLS', { size: 12, bold: true });
  w.rule();
  w.line('Menu planning  ·  Food hygiene  ·  HACCP  ·  Stock control  ·  Team leadership');
  return w.save();
}

/** 4. A retail supervisor's PDF with headings in other words and dates as words: 'September 2019 to July 2022'. */
async function retailOtherHeadings(): Promise<Buffer> {
  const w = await PdfWriter.create();
  w.line('Aisha Khan', { size: 18, bold: true, after: 8 });
  w.line('Retail Supervisor');
  w.line('Birmingham, B15 2TT  |  07700 900633  |  linkedin.com/in/aisha-khan-retail');
  w.gap();
  w.line('About me', { size: 12, bold: true });
  w.line('Friendly supervisor who keeps a busy shop floor running, from the tills to visual merchandising.');
  w.gap();
  w.line('Employment Record', { size: 12, bold: true });
  w.line('Store Supervisor – Brightside Stores Ltd, Birmingham', { bold: true });
  w.line('October 2022 to Current');
  w.line('• Lead a team of twelve sales assistants across two shifts and plan the rota.');
  w.line('• Do cash handling and banking, and run stock counts each week.');
  w.line('• Deal with customer complaints and refunds.');
  w.gap(4);
  w.line('Sales Assistant – Parkway Fashion Ltd, Solihull', { bold: true });
  w.line('September 2019 to July 2022');
  w.line('• Served customers, worked the till and set up visual merchandising for new ranges.');
  w.gap();
  w.line('Academic Qualifications', { size: 12, bold: true });
  w.line('BTEC Level 3 Extended Diploma in Business, Solihull College, 2017 – 2019');
  w.line('GCSEs, Hall Green School, 2012 – 2017');
  w.gap();
  w.line('Abilities', { size: 12, bold: true });
  w.line('Customer service, cash handling, stock control, visual merchandising, Microsoft Excel');
  return w.save();
}

/** 9. A charity fundraiser's two-page PDF: headings in capitals, long bullets, 'Apr 2019 – present'. */
async function fundraiserTwoPages(): Promise<Buffer> {
  const w = await PdfWriter.create();
  w.line('Hannah Okafor', { size: 18, bold: true, after: 8 });
  w.line('Community Fundraising Manager');
  w.line('Manchester M14 5RX  |  07700 900845  |  hannahokafor.co.uk/portfolio');
  w.gap();
  w.line('SUMMARY', { size: 12, bold: true });
  for (const text of [
    'Fundraiser with eight years in community and events fundraising for health charities. I build lasting',
    'relationships with supporters, volunteers and local businesses, and I like a clear plan with numbers behind it.',
  ])
    w.line(text);
  w.gap();
  w.line('EXPERIENCE', { size: 12, bold: true });
  const role = (title: string, where: string, dates: string, bullets: string[]) => {
    w.line(title, { bold: true });
    w.line(where);
    w.line(dates);
    for (const bullet of bullets) w.line(`• ${bullet}`);
    w.gap(6);
  };
  role('Community Fundraising Manager', 'North West Hospice Trust, Manchester', 'Apr 2019 – present', [
    'Lead a team of four fundraisers raising £1.2 million a year from events, schools and community groups.',
    'Planned the hospice\'s first sponsored night walk: 900 walkers and £210,000 in its first year.',
    'Manage supporter records in Raiser\'s Edge and report income monthly to the trustees.',
    'Recruit, train and thank more than 150 volunteers; wrote the volunteer handbook.',
    'Work with the marketing team on social media campaigns and email newsletters.',
    'Built corporate partnerships with twelve local businesses, from payroll giving to match funding.',
    'Set and manage a fundraising budget of £180,000, with monthly forecasts in Excel.',
    'Make sure every campaign follows the Fundraising Regulator\'s Code and GDPR.',
  ]);
  role('Events Fundraiser', 'Children\'s Heart Foundation, Liverpool', 'Jan 2016 – Mar 2019', [
    'Ran challenge events from 10k runs to the Three Peaks, looking after 300 participants a year.',
    'Looked after supporter journeys and stewardship, raising retention from 41% to 55%.',
    'Wrote grant applications to trusts and foundations worth £95,000.',
    'Used Salesforce to track event sign-ups, sponsorship and Gift Aid claims.',
    'Organised volunteer cheer points and first aid cover for every event.',
  ]);
  role('Fundraising Assistant', 'Shelter Homes Network, Manchester', '2014 – 2015', [
    'Processed donations and Gift Aid declarations, and answered supporter calls.',
    'Helped run street collections and the Christmas appeal.',
  ]);
  w.newPage();
  w.line('EDUCATION', { size: 12, bold: true });
  w.line('BA (Hons) Sociology');
  w.line('University of Manchester');
  w.line('2010 – 2013');
  w.gap();
  w.line('Certificate in Fundraising');
  w.line('Chartered Institute of Fundraising');
  w.line('2017');
  w.gap();
  w.line('SKILLS', { size: 12, bold: true });
  w.line('Event management, grant writing, Raiser\'s Edge, Salesforce, Microsoft Excel, volunteer management,');
  w.line('budgeting, social media, public speaking');
  w.gap();
  w.line('INTERESTS', { size: 12, bold: true });
  w.line('Fell running, community choir, and volunteering as a parkrun marshal.');
  return w.save();
}

// ---------- Word ----------

const text = (value: string, bold = false) => new Paragraph({ children: [new TextRun({ text: value, bold })] });
const bullet = (value: string) => new Paragraph({ text: value, bullet: { level: 0 } });
const heading = (value: string) => new Paragraph({ text: value, heading: HeadingLevel.HEADING_1 });
const docxOf = (children: (Paragraph | Table)[], columns?: number) =>
  Packer.toBuffer(
    new Document({
      creator: 'Tandem bench',
      sections: [{ properties: columns ? { column: { count: columns, space: 500 } } : {}, children }],
    }),
  );

/** 5. A warehouse team leader's Word résumé: heading styles, 'PROFESSIONAL EXPERIENCE', ISO months '2019-03'. */
function warehouseDocx(): Promise<Buffer> {
  return docxOf([
    new Paragraph({ text: 'Marek Nowak', heading: HeadingLevel.TITLE }),
    text('Warehouse Team Leader'),
    text('14 Bawtry Road, Doncaster DN4 7BQ | 07700 900219 | marek.nowak@example.com'),
    heading('PROFESSIONAL EXPERIENCE'),
    text('Warehouse Team Leader, Northern Freight Ltd, Doncaster', true),
    text('2019-03 – Present'),
    bullet('Lead a shift of 18 pickers and packers and hit 99.6% order accuracy.'),
    bullet('Train new starters in forklift operation and manual handling.'),
    bullet('Run goods in, cycle counts and returns on the warehouse management system.'),
    text('Warehouse Operative, Swift Parcels Ltd, Rotherham', true),
    text('2016-05 – 2019-02'),
    bullet('Picked, packed and loaded orders; drove counterbalance and reach trucks.'),
    bullet('Kept the loading bay safe and tidy under health and safety rules.'),
    heading('EDUCATION'),
    text('Level 2 Certificate in Warehousing and Storage, Doncaster College', true),
    text('2017 – 2018'),
    heading('SKILLS'),
    text('Forklift operation, stock control, inventory management, health and safety, team leadership'),
    heading('LICENCES'),
    text('Full UK driving licence; counterbalance and reach truck licences'),
  ]);
}

/** 6. A retail manager's Word résumé whose jobs are a table: Dates | Role | Employer, dates 'Jan 2020'. */
function managerTableDocx(): Promise<Buffer> {
  const cell = (value: string, bold = false) => new TableCell({ children: [text(value, bold)], width: { size: 3000, type: WidthType.DXA } });
  const row = (...values: string[]) => new TableRow({ children: values.map((value, i) => cell(value, i === 1)) });
  return docxOf([
    new Paragraph({ text: "Daniel O'Connor", heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
    new Paragraph({ text: 'Glasgow, Scotland | 07700 900557 | daniel.oconnor@example.com', alignment: AlignmentType.CENTER }),
    heading('Career Summary'),
    text('Store manager who grows sales by building strong teams and keeping the basics right.'),
    heading('Work History'),
    new Table({
      rows: [
        row('Dates', 'Role', 'Employer'),
        row('Jan 2020 – Present', 'Store Manager', 'Clydeside Home Stores Ltd, Glasgow'),
        row('Jun 2016 – Dec 2019', 'Assistant Store Manager', 'Northern Pharmacy Group plc, Paisley'),
        row('Sep 2013 – May 2016', 'Retail Assistant', 'Highland Outdoor Ltd, Stirling'),
      ],
    }),
    text('As store manager I own a £4m sales budget, recruit and coach a team of 25, and do the rota and payroll.'),
    text('At Northern Pharmacy I ran stock control and loss prevention, and led the store through two audits.'),
    heading('Education'),
    text('HND Retail Management, Glasgow Kelvin College, 2011 – 2013'),
    heading('Skills'),
    text('Retail management; budgeting; recruitment; coaching; loss prevention; Microsoft Excel'),
  ]);
}

/** 7. An electrician's Word résumé with no headings at all: the person, a line, then each job. */
function electricianNoHeadingsDocx(): Promise<Buffer> {
  return docxOf([
    text('Liam Fletcher', true),
    text('Approved Electrician, JIB Gold Card'),
    text('Norwich NR3 1HG  ·  07700 900904  ·  liam.fletcher@example.com'),
    text('Qualified electrician with ten years in domestic and commercial installation, testing and fault finding.'),
    text('Approved Electrician — Anglia Electrical Services Ltd', true),
    text('Jan 2017 - Present'),
    text('Install and test commercial lighting and power to the 18th Edition wiring regulations, and sign off EICR and PAT testing for offices and schools. Read AutoCAD drawings and price small works.'),
    text('Electrician — Broadland Building Contractors Ltd', true),
    text('Aug 2014 - Dec 2016'),
    text('Rewired houses, fitted consumer units and fire alarm systems, and did fault finding on site.'),
    text('Apprentice Electrician — Coastal Electrics Ltd', true),
    text('Sep 2010 - Jul 2014'),
    text('NVQ Level 3 Electrotechnical Installation — City College Norwich', true),
    text('2010 - 2014'),
  ]);
}

/** 8. A nurse's Word résumé in two newspaper columns: 'Employment History', dates 'Aug. 2016 - Feb. 2020'. */
function nurseTwoColumnsDocx(): Promise<Buffer> {
  return docxOf(
    [
      new Paragraph({ text: 'Priya Sharma RN', heading: HeadingLevel.TITLE }),
      text('Staff Nurse (Band 5)'),
      text('Leicester LE2 7LX'),
      text('07700 900128'),
      text('priya.sharma@example.com'),
      heading('Personal Statement'),
      text('Registered adult nurse (NMC) with six years on acute medical and surgical wards.'),
      heading('Employment History'),
      text('Staff Nurse, Band 5', true),
      text("Leicester Royal Infirmary NHS Trust"),
      text('Mar. 2020 - Present'),
      bullet('Care for up to eight patients a shift on an acute medical ward.'),
      bullet('Wound care, cannulation, phlebotomy and IV medicines.'),
      bullet('Record observations and care in the electronic patient record.'),
      text('Healthcare Assistant', true),
      text('Kettering General Hospital NHS Trust'),
      text('Aug. 2016 - Feb. 2020'),
      bullet('Personal care, observations and patient moving and handling.'),
      heading('Education'),
      text('BSc (Hons) Adult Nursing', true),
      text('De Montfort University'),
      text('2016 - 2019'),
      heading('Skills'),
      text('Wound care, phlebotomy, cannulation, medication administration, infection control, triage'),
    ],
    2,
  );
}

export const CORPUS: CorpusFile[] = [
  {
    file: 'care-one-column.pdf',
    layout: 'PDF, one column',
    make: careOneColumn,
    expected: {
      name: 'Grace Mensah',
      phone_number: '07700 900456',
      city: 'Leeds',
      experience: [
        { title: 'Senior Care Assistant', company: 'Meadowbank Care Home Ltd', start_date: '2021-03-01', end_date: null },
        { title: 'Care Assistant', company: 'Helping Hands Homecare', start_date: '2018-06-01', end_date: '2021-02-01' },
        { title: 'Kitchen Assistant', company: 'The Old Bell Hotel', start_date: '2016-01-01', end_date: '2018-01-01' },
      ],
      education: [
        { institution: 'Leeds City College', degree: 'NVQ Level 3 Diploma', start_date: '2019-01-01', end_date: '2020-01-01' },
        { institution: 'Allerton Grange School', degree: 'GCSEs', start_date: '2011-01-01', end_date: '2016-01-01' },
      ],
      skills: ['Medication Administration', 'Dementia Care', 'Moving and Handling', 'First Aid', 'Safeguarding', 'Infection Prevention and Control', 'Personal Care', 'Care Planning', 'Food Hygiene', 'Food Preparation', 'Care Certificate', 'Record Keeping', 'Domiciliary Care', 'Health and Social Care'],
    },
  },
  {
    file: 'developer-sidebar.pdf',
    layout: 'PDF, sidebar and two columns',
    make: developerSidebar,
    expected: {
      name: 'Tomás Rivera',
      phone_number: '07700 900781',
      city: 'Bristol',
      experience: [
        { title: 'Software Engineer', company: 'Northwind Digital Ltd', start_date: '2021-03-01', end_date: null },
        { title: 'Junior Developer', company: 'Harbour Software Ltd', start_date: '2018-09-01', end_date: '2021-02-01' },
      ],
      education: [{ institution: 'University of the West of England', degree: 'BSc (Hons)', start_date: '2015-01-01', end_date: '2018-01-01' }],
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes', 'Amazon Web Services', 'GraphQL', 'Jest', 'SQL', 'English', 'Spanish', 'Mentoring'],
    },
  },
  {
    file: 'chef-table.pdf',
    layout: 'PDF, a table with dates on the left, headings in capitals',
    make: chefTable,
    expected: {
      name: 'Owen Davies',
      phone_number: '07700 900312',
      city: 'Cardiff',
      experience: [
        { title: 'Head Chef', company: 'The Riverside Kitchen', start_date: '2019-09-01', end_date: null },
        { title: 'Sous Chef', company: 'Castle Arms Hotel', start_date: '2015-05-01', end_date: '2019-08-01' },
        { title: 'Commis Chef', company: 'Bay Brasserie', start_date: '2013-01-01', end_date: '2015-01-01' },
      ],
      education: [{ institution: 'Cardiff and Vale College', degree: 'NVQ Level 3', start_date: '2011-01-01', end_date: '2013-01-01' }],
      skills: ['Menu Planning', 'Food Hygiene', 'HACCP', 'Stock Control', 'Team Leadership', 'Allergen Awareness', 'Line Cooking', 'Stocktaking', 'Pastry', 'Cooking'],
    },
  },
  {
    file: 'retail-other-headings.pdf',
    layout: 'PDF, headings in other words, dates as words',
    make: retailOtherHeadings,
    expected: {
      name: 'Aisha Khan',
      phone_number: '07700 900633',
      city: 'Birmingham',
      experience: [
        { title: 'Store Supervisor', company: 'Brightside Stores Ltd', start_date: '2022-10-01', end_date: null },
        { title: 'Sales Assistant', company: 'Parkway Fashion Ltd', start_date: '2019-09-01', end_date: '2022-07-01' },
      ],
      education: [
        { institution: 'Solihull College', degree: 'BTEC Level 3 Extended Diploma', start_date: '2017-01-01', end_date: '2019-01-01' },
        { institution: 'Hall Green School', degree: 'GCSEs', start_date: '2012-01-01', end_date: '2017-01-01' },
      ],
      skills: ['Customer Service', 'Cash Handling', 'Stock Control', 'Visual Merchandising', 'Microsoft Excel', 'Rota Planning', 'Complaint Handling', 'Shop Floor Work', 'Sales'],
    },
  },
  {
    file: 'warehouse.docx',
    layout: 'Word, heading styles, ISO months',
    make: warehouseDocx,
    expected: {
      name: 'Marek Nowak',
      phone_number: '07700 900219',
      city: 'Doncaster',
      experience: [
        { title: 'Warehouse Team Leader', company: 'Northern Freight Ltd', start_date: '2019-03-01', end_date: null },
        { title: 'Warehouse Operative', company: 'Swift Parcels Ltd', start_date: '2016-05-01', end_date: '2019-02-01' },
      ],
      education: [{ institution: 'Doncaster College', degree: 'Level 2 Certificate', start_date: '2017-01-01', end_date: '2018-01-01' }],
      skills: ['Forklift Operation', 'Stock Control', 'Inventory Management', 'Health and Safety', 'Team Leadership', 'Manual Handling', 'Picking and Packing', 'Warehouse Management Systems', 'Driving Licence', 'Goods In', 'Reach Truck Operation', 'Warehouse Operations'],
    },
  },
  {
    file: 'manager-table.docx',
    layout: 'Word, jobs in a table',
    make: managerTableDocx,
    expected: {
      name: "Daniel O'Connor",
      phone_number: '07700 900557',
      city: 'Glasgow',
      experience: [
        { title: 'Store Manager', company: 'Clydeside Home Stores Ltd', start_date: '2020-01-01', end_date: null },
        { title: 'Assistant Store Manager', company: 'Northern Pharmacy Group plc', start_date: '2016-06-01', end_date: '2019-12-01' },
        { title: 'Retail Assistant', company: 'Highland Outdoor Ltd', start_date: '2013-09-01', end_date: '2016-05-01' },
      ],
      education: [{ institution: 'Glasgow Kelvin College', degree: 'HND', start_date: '2011-01-01', end_date: '2013-01-01' }],
      skills: ['Retail Management', 'Budgeting', 'Recruitment', 'Coaching', 'Loss Prevention', 'Microsoft Excel', 'Stock Control', 'Payroll', 'Rota Planning', 'Sales'],
    },
  },
  {
    file: 'electrician-no-headings.docx',
    layout: 'Word, no headings',
    make: electricianNoHeadingsDocx,
    expected: {
      name: 'Liam Fletcher',
      phone_number: '07700 900904',
      city: 'Norwich',
      experience: [
        { title: 'Approved Electrician', company: 'Anglia Electrical Services Ltd', start_date: '2017-01-01', end_date: null },
        { title: 'Electrician', company: 'Broadland Building Contractors Ltd', start_date: '2014-08-01', end_date: '2016-12-01' },
        { title: 'Apprentice Electrician', company: 'Coastal Electrics Ltd', start_date: '2010-09-01', end_date: '2014-07-01' },
      ],
      education: [{ institution: 'City College Norwich', degree: 'NVQ Level 3', start_date: '2010-01-01', end_date: '2014-01-01' }],
      skills: ['18th Edition Wiring Regulations', 'PAT Testing', 'AutoCAD', 'Fault Finding', 'Electrical Installation', 'EICR', 'Fire Alarm Systems', 'Rewiring'],
    },
  },
  {
    file: 'nurse-two-columns.docx',
    layout: 'Word, two columns, dates with full stops',
    make: nurseTwoColumnsDocx,
    expected: {
      name: 'Priya Sharma',
      phone_number: '07700 900128',
      city: 'Leicester',
      experience: [
        { title: 'Staff Nurse, Band 5', company: 'Leicester Royal Infirmary NHS Trust', start_date: '2020-03-01', end_date: null },
        { title: 'Healthcare Assistant', company: 'Kettering General Hospital NHS Trust', start_date: '2016-08-01', end_date: '2020-02-01' },
      ],
      education: [{ institution: 'De Montfort University', degree: 'BSc (Hons)', start_date: '2016-01-01', end_date: '2019-01-01' }],
      skills: ['Wound Care', 'Phlebotomy', 'Cannulation', 'Medication Administration', 'Infection Prevention and Control', 'Triage', 'Personal Care', 'Moving and Handling', 'Electronic Patient Records', 'IV Therapy', 'Clinical Observations', 'Nursing', 'Healthcare Support Work'],
    },
  },
  {
    file: 'fundraiser-two-pages.pdf',
    layout: 'PDF, two pages, headings in capitals',
    make: fundraiserTwoPages,
    expected: {
      name: 'Hannah Okafor',
      phone_number: '07700 900845',
      city: 'Manchester',
      experience: [
        { title: 'Community Fundraising Manager', company: 'North West Hospice Trust', start_date: '2019-04-01', end_date: null },
        { title: 'Events Fundraiser', company: "Children's Heart Foundation", start_date: '2016-01-01', end_date: '2019-03-01' },
        { title: 'Fundraising Assistant', company: 'Shelter Homes Network', start_date: '2014-01-01', end_date: '2015-01-01' },
      ],
      education: [
        { institution: 'Chartered Institute of Fundraising', degree: 'Certificate', start_date: null, end_date: '2017-01-01' },
        { institution: 'University of Manchester', degree: 'BA (Hons)', start_date: '2010-01-01', end_date: '2013-01-01' },
      ],
      skills: ['Event Management', 'Grant Writing', "Raiser's Edge", 'Salesforce', 'Microsoft Excel', 'Volunteer Management', 'Budgeting', 'Social Media', 'Public Speaking', 'Gift Aid', 'Corporate Partnerships', 'GDPR', 'Stewardship', 'Forecasting', 'First Aid', 'Community Fundraising', 'Event Fundraising', 'Fundraising', 'Payroll Giving', 'Trust and Foundation Fundraising', 'Street Collections', 'Newsletter Production'],
    },
  },
];
