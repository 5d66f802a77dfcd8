/** The calendar day in Lithuania, YYYY-MM-DD (documents carry local dates; deadlines are local days). */
export function lithuanianDate(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vilnius' }).format(date);
}
