/** The ledger's key for the calendar month (UTC) that contains `now`: its first day, "YYYY-MM-01". */
export function ledgerMonth(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}
