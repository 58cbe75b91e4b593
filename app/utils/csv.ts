import type { CastingContext } from "csv-stringify";

/**
 * A formula start: =, +, -, @ (and their full-width forms, which some
 * spreadsheets normalise), after optional spaces, at the start of the cell or
 * right after any character a spreadsheet may guess as the field separator
 * (comma, semicolon, tab, pipe, line break). A cell opened with a separator
 * other than ours splits into parts, and each part must be safe.
 */
const FORMULA_START = /(?:^|[,;\t|\r\n])\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/u;

/**
 * A cell a spreadsheet could read as a formula, whatever separator it guesses,
 * gets a leading single quote (OWASP, "CSV Injection"); every text cell is also
 * quoted (CSV_CAST below), so a spreadsheet splitting on `;` or tab keeps the cell
 * whole instead of finding a formula inside it.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** csv-stringify's `cast` for every CSV we write (the portal's exports, 'Download my data'). */
export const CSV_CAST = {
  // The header row is ours; every data cell goes through the guard.
  string: (value: string, context: CastingContext) => (context.header ? value : { value: neutraliseFormula(value), quoted: true }),
  boolean: (value: boolean) => (value ? "true" : "false"),
  date: (value: Date) => value.toISOString(),
};
