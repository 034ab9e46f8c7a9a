// The accounts screen's CSV export: RFC 4180 quoting, so names with commas, quotes or line breaks
// survive a spreadsheet round trip.
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../web/src/csv.js';

describe('dashboard CSV export', () => {
  it('quotes only what needs it, doubles quotes, ends rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [['plain', 3], ['x,y', 'say "hi"'], ['line\nbreak', null], [true, '']])).toBe(
      'a,b\r\nplain,3\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\ntrue,\r\n',
    );
  });
});
