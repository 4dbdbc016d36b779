/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
 * is prefixed with a quote, so an exported value never runs as one (CSV injection).
 */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
