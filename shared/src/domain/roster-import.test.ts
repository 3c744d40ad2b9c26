import { describe, expect, it } from 'vitest';
import {
  addableRows,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  parseRosterImport,
  splitImportName,
} from './roster-import';

describe('parseRosterImport', () => {
  it('reads a pasted list in every common shape', () => {
    const { rows, problem } = parseRosterImport(
      [
        'Dee Mensah <dee@example.com>',
        '"Ola, Jr." <ola@example.com>',
        'sam@example.com',
        '',
        'Priya Nair, priya@example.com',
        'kim@example.com\tKim Lee',
        'a@example.com, b@example.com; c@example.com',
      ].join('\r\n'),
    );
    expect(problem).toBeUndefined();
    expect(rows.map((r) => [r.line, r.name, r.email])).toEqual([
      [1, 'Dee Mensah', 'dee@example.com'],
      [2, 'Ola, Jr.', 'ola@example.com'],
      [3, '', 'sam@example.com'],
      [5, 'Priya Nair', 'priya@example.com'],
      [6, 'Kim Lee', 'kim@example.com'],
      [7, '', 'a@example.com'],
      [7, '', 'b@example.com'],
      [7, '', 'c@example.com'],
    ]);
  });

  it('drops no one from a line of several people, quoted names with commas included', () => {
    const { rows, problem } = parseRosterImport(
      [
        '"Lee, Jordan" <lee@example.com>; tom@example.com',
        'Ana <ana@example.com>, Ben <ben@example.com>',
        'Ana, Silva, silva@example.com',
        'not an address; kim@example.com, lo@example.com',
      ].join('\n'),
    );
    expect(problem).toBeUndefined();
    expect(rows.map((r) => [r.line, r.name, r.email, r.problem ?? null])).toEqual([
      [1, 'Lee, Jordan', 'lee@example.com', null],
      [1, '', 'tom@example.com', null],
      [2, 'Ana', 'ana@example.com', null],
      [2, 'Ben', 'ben@example.com', null],
      [3, 'Ana Silva', 'silva@example.com', null],
      // What cannot be read is shown, not dropped.
      [4, '', 'not an address', IMPORT_MESSAGES.invalidEmail],
      [4, '', 'kim@example.com', null],
      [4, '', 'lo@example.com', null],
    ]);
  });

  it('reads a CSV whose quoted cells hold line breaks', () => {
    const csv = [
      'name,email,note',
      '"Dee',
      'Mensah",dee@example.com,"first line',
      'second line"',
      'Ola,ola@example.com,',
    ].join('\r\n');
    const { rows, problem } = parseRosterImport(csv);
    expect(problem).toBeUndefined();
    expect(rows.map((r) => [r.line, r.name, r.email, r.problem ?? null])).toEqual([
      [2, 'Dee Mensah', 'dee@example.com', null],
      [5, 'Ola', 'ola@example.com', null],
    ]);
  });

  it('reads a CSV with a header, by column name, quotes included', () => {
    const csv = [
      'First Name,Last Name,E-mail,Team',
      'Dee,Mensah,dee@example.com,Ops',
      '"Ola ""OJ""",Ade,ola@example.com,Ops',
      ',,not-an-address,Ops',
    ].join('\n');
    // 'E-mail' is read as email.
    const { rows } = parseRosterImport(csv);
    expect(rows.map((r) => [r.line, r.name, r.email, r.problem])).toEqual([
      [2, 'Dee Mensah', 'dee@example.com', undefined],
      [3, 'Ola "OJ" Ade', 'ola@example.com', undefined],
      [4, '', 'not-an-address', IMPORT_MESSAGES.invalidEmail],
    ]);
  });

  it('marks repeats, people already on the team and bad rows, and adds only the rest', () => {
    const parse = parseRosterImport(
      ['dee@example.com', 'DEE@example.com', 'sam@example.com', 'nope', 'ola@example.com'].join(
        '\n',
      ),
      new Set(['sam@example.com']),
    );
    expect(parse.rows.map((r) => [r.email, r.problem, r.duplicateOf])).toEqual([
      ['dee@example.com', undefined, undefined],
      ['DEE@example.com', undefined, 1],
      ['sam@example.com', IMPORT_MESSAGES.onRoster, undefined],
      ['nope', IMPORT_MESSAGES.invalidEmail, undefined],
      ['ola@example.com', undefined, undefined],
    ]);
    expect(addableRows(parse).map((r) => r.email)).toEqual(['dee@example.com', 'ola@example.com']);
  });

  it('refuses an empty list, a list over the limit, a CSV without an email column and names with hidden characters', () => {
    expect(parseRosterImport(' \n \n').problem).toBe(IMPORT_MESSAGES.empty);
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `p${i}@example.com`);
    expect(parseRosterImport(many.join('\n')).problem).toBe(IMPORT_MESSAGES.tooMany);
    expect(parseRosterImport(many.slice(0, MAX_IMPORT_ROWS).join('\n')).rows).toHaveLength(
      MAX_IMPORT_ROWS,
    );
    expect(parseRosterImport('Name,Team\nDee,Ops').problem).toBe(IMPORT_MESSAGES.noEmailColumn);
    expect(parseRosterImport('x'.repeat(200_001)).problem).toBe(IMPORT_MESSAGES.tooLong);
    const hidden = parseRosterImport('Pay\u202Eroll <p@example.com>');
    expect(hidden.rows[0]?.problem).toBe(IMPORT_MESSAGES.nameInvisible);
    expect(addableRows(hidden)).toEqual([]);
  });
});

describe('splitImportName', () => {
  it('splits at the first space and keeps an empty name empty', () => {
    expect(splitImportName('Dee  Mensah Ade')).toEqual({
      firstName: 'Dee',
      lastName: 'Mensah Ade',
    });
    expect(splitImportName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitImportName('')).toEqual({ firstName: '', lastName: '' });
  });
});
