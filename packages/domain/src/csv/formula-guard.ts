/**
 * The one formula guard of the shop's CSV files (OWASP "CSV injection"). A spreadsheet runs a cell
 * that starts with = + - @, a tab or a carriage return as a formula. It may also split a line on a
 * separator the file was not written with (a comma-splitting spreadsheet opening a `;` file), so
 * every piece of a cell that such a split could make its own cell is guarded too: the start of the
 * cell and whatever follows a `;`, a `,`, a tab or a line break. The guard is an apostrophe before
 * the sign; a negative amount written with a decimal comma (`-12,10`) stays a number.
 */

/** A sign that makes a spreadsheet read a cell as a formula, at the start of the cell or of a piece a split could make a cell. */
const UNGUARDED = /(^|[;,\t\r\n])(?=[=+\-@\t\r])/g;
/** The guard as `guardFormula` writes it, to take off again. */
const GUARDED = /(^|[;,\t\r\n])'(?=[=+\-@\t\r])/g;
/** A negative amount as the writer's `decimalComma` gives it: a number to a spreadsheet, never a formula. */
const NEGATIVE_AMOUNT = /^-\d+(,\d+)?$/;

/** `=1+2` → `'=1+2`, `Mint,=cmd|' /C calc'!A0` → `Mint,'=cmd|' /C calc'!A0`; `-12,10` stays as it is. */
export function guardFormula(text: string): string {
  return NEGATIVE_AMOUNT.test(text) ? text : text.replace(UNGUARDED, "$1'");
}

/**
 * Whether `guardFormula` acted inside this text it guarded, after a separator or a line break (not
 * only at its start): the writer then quotes the cell.
 */
export const guardedInside = (guarded: string): boolean => /[;,\t\r\n]'[=+\-@\t\r]/.test(guarded);

/** The text `guardFormula` was given: a file the shop exported reads back as it was before the guard. */
export function unguardFormula(text: string): string {
  return text.replace(GUARDED, '$1');
}
