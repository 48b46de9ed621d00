/** English ordinal for the Site care day of month (spec §2): 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  // 11, 12 and 13 break the last-digit rule (11th, not 11st).
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (lastTwo % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
