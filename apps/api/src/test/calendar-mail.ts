import ICAL from 'ical.js';

/** One MIME part of a message: its headers (lower-cased names) and its body, transfer encoding undone. */
interface MimePart {
  contentType: string;
  disposition: string;
  body: string;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return body.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  }
  return body;
}

/** The leaf parts of a raw MIME message (enough of RFC 2046 for what nodemailer writes). */
export function mimeParts(raw: string): MimePart[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const header = (name: string) => headers.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? '';
  const contentType = header('content-type');
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary || !/^multipart\//i.test(contentType)) {
    return [{ contentType, disposition: header('content-disposition'), body: decodeBody(body, header('content-transfer-encoding').toLowerCase()) }];
  }
  const pieces = body.split(`--${boundary}`).slice(1);
  return pieces.filter((piece) => !piece.startsWith('--')).flatMap((piece) => mimeParts(piece.replace(/^\r?\n/, '')));
}

export interface ReadInvitation {
  /** Where it was in the message: the text/calendar alternative or the .ics attachment. */
  contentType: string;
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string;
  organizer: string;
  attendees: string[];
  summary: string;
}

/** Every calendar part of a message, read by ical.js as a calendar would read it. */
export function invitationsIn(raw: string): ReadInvitation[] {
  return mimeParts(raw)
    .filter((part) => /^(text\/calendar|application\/ics)/i.test(part.contentType))
    .map((part) => {
      const calendar = new ICAL.Component(ICAL.parse(part.body));
      const vevent = calendar.getFirstSubcomponent('vevent');
      if (!vevent) throw new Error('a calendar part without a VEVENT');
      const event = new ICAL.Event(vevent);
      return {
        contentType: part.contentType,
        method: String(calendar.getFirstPropertyValue('method')),
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: String(vevent.getFirstPropertyValue('status')),
        organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
        attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
        summary: event.summary,
      };
    });
}
