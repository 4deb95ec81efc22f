/** Résumé files the import specs upload, made here: a PDF drawn with pdf-lib, LinkedIn's zip, a JSON Resume. */
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A clean one-column résumé as a real PDF: a developer's, whose skills the demo jobs ask for. */
export async function resumePdf(name: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 800;
  const line = (text: string, heading = false) => {
    page.drawText(text, { x: 50, y, size: heading ? 13 : 10, font: heading ? bold : font });
    y -= heading ? 22 : 16;
  };
  line(name, true);
  line('Full Stack Developer');
  line('12 Park Road, London N1 9GU, United Kingdom | +44 7700 900123 | github.com/example');
  line('EXPERIENCE', true);
  line('Full Stack Developer');
  line('Acme Digital Ltd, London, United Kingdom');
  line('Jan 2020 – Present');
  line('• Built React and TypeScript front ends on Node.js services.');
  line('• Ran PostgreSQL and Docker on Amazon Web Services.');
  line('Junior Developer');
  line('Beta Systems plc, Bristol, United Kingdom');
  line('03/2017 – 12/2019');
  line('• Wrote JavaScript, HTML and CSS for customer sites.');
  line('EDUCATION', true);
  line('University of Bristol');
  line('BSc (Hons) Computer Science');
  line('2014 – 2017');
  line('SKILLS', true);
  line('Python, SQL, Git, REST APIs');
  return Buffer.from(await pdf.save());
}

const csv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\n');

/** LinkedIn's 'Get a copy of your data' zip: its file names, column names and dates such as 'Jan 2020'. */
export function linkedInZip(first: string, last: string): Buffer {
  const files: Record<string, string> = {
    'Profile.csv': csv([
      ['First Name', 'Last Name', 'Maiden Name', 'Address', 'Birth Date', 'Headline', 'Summary', 'Industry', 'Zip Code', 'Geo Location', 'Twitter Handles', 'Websites', 'Instant Messengers'],
      [first, last, '', '', '', 'Care Team Leader', 'Caring for older people at home.', 'Hospitals and Health Care', '', 'Leeds, United Kingdom', '', '', ''],
    ]),
    'Positions.csv': csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ['Meadow View Care Home Ltd', 'Care Team Leader', 'Led personal care and medication administration.', 'Leeds, United Kingdom', 'Sep 2021', ''],
      ['Helping Hands Homecare Ltd', 'Care Assistant', 'Dementia care and moving and handling.', 'York, United Kingdom', 'Jun 2018', 'Aug 2021'],
    ]),
    'Education.csv': csv([['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'], ['Leeds City College', '2016', '2018', '', 'NVQ Level 3, Health and Social Care', '']]),
    'Skills.csv': csv([['Name'], ['First Aid'], ['Safeguarding'], ['Food Hygiene']]),
    'Email Addresses.csv': csv([['Email Address', 'Confirmed', 'Primary', 'Updated On'], ['someone@example.com', 'Yes', 'Yes', '1/2/20, 10:00 AM']]),
    'PhoneNumbers.csv': csv([['Extension', 'Number', 'Type'], ['', '07700 900456', 'Mobile']]),
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([file, text]) => [`Basic_LinkedInDataExport/${file}`, strToU8(text)]))));
}

/** A JSON Resume 1.0 document. */
export function jsonResume(name: string): Buffer {
  return Buffer.from(
    JSON.stringify({
      basics: { name, label: 'Warehouse Operative', phone: '07700 900789', profiles: [] },
      work: [{ name: 'Northern Logistics Ltd', position: 'Warehouse Operative', location: 'Leeds, United Kingdom', startDate: '2019-04-01', summary: 'Pick and pack, forklift operation and goods in.' }],
      education: [],
      skills: [{ name: 'Forklift Operation', level: 'Advanced' }, { name: 'Pick and Pack', level: 'Intermediate' }],
    }),
  );
}
