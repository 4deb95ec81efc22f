import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from '../components/linked-text';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the text around them', () => {
    expect(linkify('See https://tandem.dev/jobs?id=4 and http://example.org today')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://tandem.dev/jobs?id=4', href: 'https://tandem.dev/jobs?id=4' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/' },
      { kind: 'text', text: ' today' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    for (const body of ['javascript:alert(1)', 'JavaScript://%0aalert(1)', 'data:text/html,<script>x</script>', 'vbscript:msgbox', 'mailto:a@b.dev', 'ftp://files.dev', 'www.tandem.dev']) {
      expect(linkify(body)).toEqual([{ kind: 'text', text: body }]);
    }
  });

  it('leaves the sentence punctuation after an address out of the link', () => {
    expect(linkify('Read https://tandem.dev/a.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://tandem.dev/a', href: 'https://tandem.dev/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('(https://en.wikipedia.org/wiki/Tandem_(bicycle))')[1]).toMatchObject({ text: 'https://en.wikipedia.org/wiki/Tandem_(bicycle)' });
  });

  it('does not link a scheme with no address', () => {
    expect(linkify('https:// nothing')).toEqual([{ kind: 'text', text: 'https:// nothing' }]);
  });
});

describe('LinkedText', () => {
  it('renders markup as text and links with a safe target and rel', () => {
    const { container } = render(<LinkedText text={'<img src=x onerror=alert(1)> javascript:alert(1) https://tandem.dev'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://tandem.dev/');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});
