/** The calendar day in Lithuania (documents carry local dates). */
export function lithuanianDate(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vilnius' }).format(date);
}
