import { describe, expect, it } from 'vitest';
import { textLinks } from '../src/rules/text-links';

describe('links in a notice’s text', () => {
  it('makes "(map: address)" a link reading "map", and a bare address a link showing itself', () => {
    expect(textLinks('Venue: Park, Mill Lane (map: https://maps.example/?q=a%20b).')).toEqual([
      { text: 'Venue: Park, Mill Lane ' },
      { text: '(' },
      { href: 'https://maps.example/?q=a%20b', label: 'map' },
      { text: ')' },
      { text: '.' },
    ]);
    expect(textLinks('See https://club.example/x and then')).toEqual([
      { text: 'See ' },
      { href: 'https://club.example/x', label: 'https://club.example/x' },
      { text: ' and then' },
    ]);
  });
  it('leaves text without an address as it is, and no scheme but http and https becomes a link', () => {
    expect(textLinks('Kick-off 10:00.')).toEqual([{ text: 'Kick-off 10:00.' }]);
    expect(textLinks('javascript:alert(1) ftp://x')).toEqual([{ text: 'javascript:alert(1) ftp://x' }]);
    expect(textLinks('')).toEqual([]);
  });
});
