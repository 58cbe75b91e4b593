/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or
 * carriage return) gets a leading single quote, so it is shown as text (OWASP,
 * "CSV Injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** csv-stringify's `cast` for every CSV we write: text behind the formula guard, ISO dates, plain booleans. */
export const CSV_CAST = {
  string: (value: string) => neutraliseFormula(value),
  boolean: (value: boolean) => (value ? "true" : "false"),
  date: (value: Date) => value.toISOString(),
};
