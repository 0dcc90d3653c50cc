import { describe, expect, it } from 'vitest';
import {
  childLabel,
  foldName,
  meetTimeBefore,
  readChildren,
  readDate,
  readEmail,
  readHomeOrAway,
  readShirtNumber,
  readTime,
} from '../src';

describe('readDate', () => {
  it.each([
    ['2014-03-14', '2014-03-14'],
    ['14/03/2014', '2014-03-14'],
    ['4/3/2014', '2014-03-04'],
    [' 29/02/2016 ', '2016-02-29'],
    ['2014-3-4', '2014-03-04'],
  ])('reads %j as %s', (text, iso) => {
    expect(readDate('Date of birth', text)).toEqual({ ok: true, value: iso });
  });

  it.each([
    ['31/02/2014', 'Date of birth 31/02/2014 is not a real date: February 2014 has 28 days'],
    ['29/02/2015', 'Date of birth 29/02/2015 is not a real date: February 2015 has 28 days'],
    ['2014-04-31', 'Date of birth 2014-04-31 is not a real date: April 2014 has 30 days'],
    [
      '03/14/2014',
      'Date of birth 03/14/2014 is not a real date: there is no month 14 (dates are read day first: DD/MM/YYYY)',
    ],
    ['2014-13-01', 'Date of birth 2014-13-01 is not a real date: there is no month 13'],
    ['00/03/2014', 'Date of birth 00/03/2014 is not a real date: there is no day 0'],
    ['14/03/14', 'Date of birth 14/03/14 has a two-digit year: write the year in full (DD/MM/YYYY)'],
    ['14.03.2014', "Date of birth '14.03.2014' is not a date: write it as DD/MM/YYYY or YYYY-MM-DD"],
    ['next Tuesday', "Date of birth 'next Tuesday' is not a date: write it as DD/MM/YYYY or YYYY-MM-DD"],
    ['01/01/1850', 'Date of birth 01/01/1850: the year must be between 1900 and 2100'],
  ])('refuses %j in words', (text, error) => {
    expect(readDate('Date of birth', text)).toEqual({ ok: false, error });
  });
});

describe('readTime', () => {
  it.each([
    ['10:30', '10:30'],
    ['9:05', '09:05'],
    ['10.30', '10:30'],
    ['10:30:00', '10:30'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (text, time) => {
    expect(readTime('Kick-off', text)).toEqual({ ok: true, value: time });
  });

  it.each(['24:00', '10:60', '1030', '10am', '10:30:61'])('refuses %j', (text) => {
    expect(readTime('Kick-off', text)).toEqual({
      ok: false,
      error: `Kick-off '${text}' is not a time: write it as HH:MM, e.g. 10:30`,
    });
  });

  it('puts the meet-up 30 minutes before kick-off', () => {
    expect(meetTimeBefore('10:00')).toBe('09:30');
    expect(meetTimeBefore('10:15')).toBe('09:45');
    expect(meetTimeBefore('00:10')).toBe('00:00');
  });
});

describe('the other cells', () => {
  it('reads shirt numbers from 0 to 999', () => {
    expect(readShirtNumber('7')).toEqual({ ok: true, value: 7 });
    expect(readShirtNumber('10.0')).toEqual({ ok: true, value: 10 });
    expect(readShirtNumber('0')).toEqual({ ok: true, value: 0 });
    for (const text of ['1000', '-1', '7.5', 'ten'])
      expect(readShirtNumber(text)).toEqual({
        ok: false,
        error: `Shirt number must be a whole number from 0 to 999, not '${text}'`,
      });
  });

  it('reads Home and Away in any case, or H and A', () => {
    expect(readHomeOrAway('home')).toEqual({ ok: true, value: 'Home' });
    expect(readHomeOrAway('A')).toEqual({ ok: true, value: 'Away' });
    expect(readHomeOrAway('Neutral')).toEqual({
      ok: false,
      error: "Home/Away must be Home or Away (or H or A), not 'Neutral'",
    });
  });

  it('reads an email address', () => {
    expect(readEmail(' Anna.Muller@Example.org ')).toEqual({ ok: true, value: 'Anna.Muller@Example.org' });
    expect(readEmail('anna at example')).toEqual({
      ok: false,
      error: "Email 'anna at example' is not an email address",
    });
  });
});

describe('readChildren', () => {
  it('splits names on semicolons and line breaks, with a date of birth in brackets', () => {
    expect(readChildren("Zoë Müller (14/03/2014); O'Neill, Seán\nChloé Ó Briain (2013-01-02)")).toEqual({
      children: [
        { name: 'Zoë Müller', date_of_birth: '2014-03-14' },
        { name: "O'Neill, Seán", date_of_birth: null },
        { name: 'Chloé Ó Briain', date_of_birth: '2013-01-02' },
      ],
      errors: [],
    });
  });

  it('counts a child named twice once, and says what is wrong with a date', () => {
    expect(readChildren('Zoë Müller; zoe muller ; ;')).toEqual({
      children: [{ name: 'Zoë Müller', date_of_birth: null }],
      errors: [],
    });
    expect(readChildren('Liam (31/02/2014); (01/01/2014)')).toEqual({
      children: [],
      errors: [
        'The date of birth of Liam 31/02/2014 is not a real date: February 2014 has 28 days',
        "'(01/01/2014)' has a date but no name",
      ],
    });
  });

  it('writes a child back with the date when there is one', () => {
    expect(childLabel({ name: 'Zoë Müller', date_of_birth: '2014-03-14' })).toBe('Zoë Müller (2014-03-14)');
    expect(childLabel({ name: 'Liam', date_of_birth: null })).toBe('Liam');
  });
});

describe('foldName', () => {
  it('ignores accents, case, curly apostrophes and extra spaces', () => {
    expect(foldName('Zoë  Müller')).toBe('zoe muller');
    expect(foldName('Chloé Ó Briain')).toBe(foldName('chloe o briain'));
    expect(foldName('Seán O’Neill')).toBe("sean o'neill");
    expect(foldName('Zoë Müller')).not.toBe(foldName('Zoë Miller'));
  });
});
