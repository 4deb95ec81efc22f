/**
 * Real résumé files for the import tests, made the way people make them: PDFs drawn with pdf-lib in several
 * layouts, a Word document written with docx, LinkedIn's export zip with its own CSV files, a JSON Resume.
 */
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, HeadingLevel } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ResumeRole {
  title: string;
  company: string;
  city: string;
  country: string;
  /** As the résumé writes them: 'Jan 2020', '03/2017', '2014'. */
  from: string;
  to: string;
  start_date: string;
  end_date: string | null;
  bullets: string[];
}

export interface ResumeStudy {
  institution: string;
  degree: string;
  field: string;
  from: string;
  to: string;
  start_date: string;
  end_date: string;
}

export interface ResumeModel {
  name: string;
  title: string;
  phone: string;
  email: string;
  city: string;
  linkedin: string;
  summary: string;
  roles: ResumeRole[];
  studies: ResumeStudy[];
  /** Written in the skills section. */
  skillLine: string;
  /** The catalogue skills the résumé names anywhere: what a perfect reading finds. */
  skills: string[];
}

export const JANE: ResumeModel = {
  name: 'Jane Doe',
  title: 'Senior Software Engineer',
  phone: '+44 7700 900123',
  email: 'jane.doe@example.com',
  city: 'London, United Kingdom',
  linkedin: 'linkedin.com/in/janedoe',
  summary: 'Engineer who builds accessible web products for charities and the public sector.',
  roles: [
    {
      title: 'Senior Software Engineer', company: 'Acme Digital Ltd', city: 'London', country: 'United Kingdom',
      from: 'Jan 2020', to: 'Present', start_date: '2020-01-01', end_date: null,
      bullets: ['Led a team of five building a React and TypeScript front end.', 'Ran PostgreSQL databases on Amazon Web Services with Terraform.'],
    },
    {
      title: 'Software Developer', company: 'Beta Systems plc', city: 'Bristol', country: 'United Kingdom',
      from: '03/2017', to: '12/2019', start_date: '2017-03-01', end_date: '2019-12-01',
      bullets: ['Built Python and Django services behind REST APIs.', 'Wrote tests with pytest and shipped through Jenkins.'],
    },
    {
      title: 'Support Analyst', company: 'Gamma Health NHS Trust', city: 'Manchester', country: 'United Kingdom',
      from: '2014', to: '2017', start_date: '2014-01-01', end_date: '2017-01-01',
      bullets: ['Answered IT support calls and kept Microsoft Excel reports.'],
    },
  ],
  studies: [
    {
      institution: 'University of Bristol', degree: 'BSc (Hons)', field: 'Computer Science',
      from: '2010', to: '2013', start_date: '2010-01-01', end_date: '2013-01-01',
    },
  ],
  skillLine: 'JavaScript, Docker, Kubernetes, Git, SQL',
  skills: ['React', 'TypeScript', 'PostgreSQL', 'Amazon Web Services', 'Terraform', 'Python', 'Django', 'REST APIs', 'pytest', 'Jenkins', 'IT Support', 'Microsoft Excel', 'JavaScript', 'Docker', 'Kubernetes', 'Git', 'SQL'],
};

export const AMIR: ResumeModel = {
  name: 'Amir Khan',
  title: 'Senior Care Assistant',
  phone: '07700 900456',
  email: 'amir.khan@example.com',
  city: 'Leeds, United Kingdom',
  linkedin: 'linkedin.com/in/amirkhan',
  summary: 'Kind and steady carer for older people and adults with learning disabilities.',
  roles: [
    {
      title: 'Senior Care Assistant', company: 'Meadow View Care Home Ltd', city: 'Leeds', country: 'United Kingdom',
      from: 'Sep 2021', to: 'Present', start_date: '2021-09-01', end_date: null,
      bullets: ['Gave personal care and medication administration on day shifts.', 'Wrote care planning notes and followed safeguarding procedures.'],
    },
    {
      title: 'Care Assistant', company: 'Helping Hands Homecare Ltd', city: 'York', country: 'United Kingdom',
      from: 'Jun 2018', to: 'Aug 2021', start_date: '2018-06-01', end_date: '2021-08-01',
      bullets: ['Supported people in their homes with dementia care and moving and handling.'],
    },
  ],
  studies: [
    {
      institution: 'Leeds City College', degree: 'NVQ Level 3', field: 'Health and Social Care',
      from: '2016', to: '2018', start_date: '2016-01-01', end_date: '2018-01-01',
    },
  ],
  skillLine: 'First Aid, Food Hygiene, Infection Prevention and Control',
  // 'Care Assistant' is healthcare support work, and home care domiciliary care: a reader should see both.
  skills: ['Healthcare Support Work', 'Domiciliary Care', 'Personal Care', 'Medication Administration', 'Care Planning', 'Safeguarding', 'Dementia Care', 'Moving and Handling', 'Health and Social Care', 'First Aid', 'Food Hygiene', 'Infection Prevention and Control'],
};

export type PdfLayout = 'one-column' | 'two-columns' | 'table' | 'capital-headings' | 'no-headings';

interface Cursor {
  page: PDFPage;
  y: number;
}

const roleLines = (role: ResumeRole) => [role.title, `${role.company}, ${role.city}, ${role.country}`, `${role.from} – ${role.to}`, ...role.bullets.map((bullet) => `• ${bullet}`)];
const studyLines = (study: ResumeStudy) => [study.institution, `${study.degree} ${study.field}`, `${study.from} – ${study.to}`];

/** A résumé as a real PDF in one of several layouts; `pages` spreads it over that many pages. */
export async function resumePdf(model: ResumeModel, layout: PdfLayout = 'one-column', pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cursor: Cursor = { page: pdf.addPage([595, 842]), y: 800 };
  const write = (text: string, x = 50, using: PDFFont = font, size = 10) => {
    if (cursor.y < 60) {
      cursor.page = pdf.addPage([595, 842]);
      cursor.y = 800;
    }
    cursor.page.drawText(text, { x, y: cursor.y, size, font: using });
    cursor.y -= size + 6;
  };
  const heading = (text: string) => write(layout === 'capital-headings' ? text.toUpperCase() : text, 50, bold, 12);
  const skip = (x: number) => x; // a column's x, named where used

  if (layout === 'two-columns') {
    // A sidebar (contact, skills, education) on the left, the story on the right, drawn line by line across both.
    const left = [model.name, model.title, model.phone, model.email, model.city, model.linkedin, 'Skills', ...model.skillLine.split(', '), 'Education', ...model.studies.flatMap(studyLines)];
    const right = ['Profile', model.summary.slice(0, 60), model.summary.slice(60), 'Experience', ...model.roles.flatMap(roleLines)].filter(Boolean);
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const y = cursor.y;
      if (left[i]) cursor.page.drawText(left[i] ?? '', { x: 40, y, size: 9, font });
      if (right[i]) cursor.page.drawText((right[i] ?? '').slice(0, 70), { x: 230, y, size: 9, font });
      cursor.y -= 15;
    }
    return Buffer.from(await pdf.save());
  }
  write(model.name, 50, bold, 16);
  if (layout !== 'no-headings') write(model.title);
  write(`${model.city} | ${model.phone} | ${model.email} | ${model.linkedin}`);
  if (layout !== 'no-headings') heading('Profile');
  write(model.summary);
  if (layout !== 'no-headings') heading('Experience');
  for (const role of model.roles) {
    if (layout === 'table') {
      // A table: title, company and dates in cells on one row, the bullets under it.
      const y = cursor.y;
      cursor.page.drawText(role.title, { x: skip(50), y, size: 10, font: bold });
      cursor.page.drawText(role.company, { x: skip(230), y, size: 10, font });
      cursor.page.drawText(`${role.from} – ${role.to}`, { x: skip(430), y, size: 10, font });
      cursor.y -= 16;
      write(`${role.city}, ${role.country}`);
      for (const bullet of role.bullets) write(`• ${bullet}`);
    } else for (const line of roleLines(role)) write(line);
    if (pages > 1 && role === model.roles[0]) cursor.y = 50; // the rest on the next page
  }
  if (layout !== 'no-headings') heading('Education');
  for (const study of model.studies) for (const line of studyLines(study)) write(line);
  if (layout !== 'no-headings') heading('Skills');
  write(layout === 'no-headings' ? `I also use ${model.skillLine}.` : model.skillLine);
  return Buffer.from(await pdf.save());
}

/** A résumé as a real Word document: headings, paragraphs, and the education in a table. */
export async function resumeDocx(model: ResumeModel): Promise<Buffer> {
  const paragraph = (text: string) => new Paragraph({ children: [new TextRun(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: model.name, heading: HeadingLevel.TITLE }),
          paragraph(model.title),
          paragraph(`${model.city} | ${model.phone} | ${model.email} | ${model.linkedin}`),
          new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
          ...model.roles.flatMap((role) => roleLines(role).map(paragraph)),
          new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
          new Table({
            rows: model.studies.map(
              (study) => new TableRow({ children: studyLines(study).map((line) => new TableCell({ children: [paragraph(line)] })) }),
            ),
          }),
          new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_1 }),
          paragraph(model.skillLine),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

const csv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\n');
const linkedInDate = (iso: string | null) => {
  if (!iso) return '';
  const [year, month] = iso.split('-');
  return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1]} ${year}`;
};

/** LinkedIn's 'Get a copy of your data' zip for the model: its file names, its column names, its dates. */
export function linkedInZip(model: ResumeModel, extraSkills: string[] = []): Buffer {
  const [first = '', ...last] = model.name.split(' ');
  const files = {
    'Profile.csv': csv([
      ['First Name', 'Last Name', 'Maiden Name', 'Address', 'Birth Date', 'Headline', 'Summary', 'Industry', 'Zip Code', 'Geo Location', 'Twitter Handles', 'Websites', 'Instant Messengers'],
      [first, last.join(' '), '', '', '', model.title, model.summary, 'Software Development', '', model.city, '', '[PORTFOLIO:janedoe.dev]', ''],
    ]),
    'Positions.csv': csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ...model.roles.map((role) => [role.company, role.title, role.bullets.join(' '), `${role.city}, ${role.country}`, linkedInDate(role.start_date), linkedInDate(role.end_date)]),
    ]),
    'Education.csv': csv([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      ...model.studies.map((study) => [study.institution, study.from, study.to, '', `${study.degree}, ${study.field}`, '']),
    ]),
    'Skills.csv': csv([['Name'], ...model.skillLine.split(', ').map((skill) => [skill]), ...extraSkills.map((skill) => [skill])]),
    'Email Addresses.csv': csv([['Email Address', 'Confirmed', 'Primary', 'Updated On'], [model.email, 'Yes', 'Yes', '1/2/20, 10:00 AM']]),
    'PhoneNumbers.csv': csv([['Extension', 'Number', 'Type'], ['', model.phone, 'Mobile']]),
    'Connections.csv': csv([['First Name', 'Last Name'], ['Sam', 'Smith']]),
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

/** The model as a JSON Resume 1.0 document. */
export function jsonResume(model: ResumeModel): Buffer {
  return Buffer.from(
    JSON.stringify({
      basics: {
        name: model.name,
        label: model.title,
        email: model.email,
        phone: model.phone,
        location: { city: 'London', countryCode: 'GB' },
        profiles: [{ network: 'LinkedIn', url: `https://${model.linkedin}` }],
      },
      work: model.roles.map((role) => ({
        name: role.company,
        position: role.title,
        location: `${role.city}, ${role.country}`,
        startDate: role.start_date,
        endDate: role.end_date ?? undefined,
        summary: role.bullets.join('\n'),
      })),
      education: model.studies.map((study) => ({ institution: study.institution, studyType: study.degree, area: study.field, startDate: study.start_date, endDate: study.end_date })),
      skills: model.skillLine.split(', ').map((name) => ({ name, level: 'Advanced' })),
    }),
  );
}
