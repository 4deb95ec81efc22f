import { linkify } from '../lib/linkify';

const LINK = 'font-medium underline underline-offset-2 break-all';

/** A message body as text, with its http(s) addresses as links that open in a new tab without an opener. */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={linkClassName ? `${LINK} ${linkClassName}` : LINK}
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
