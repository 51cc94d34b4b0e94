/**
 * `part` as a share of `whole` in whole percent, rounded down, as the speed-to-lead share is: a figure never claims
 * more than happened (199 of 200 is 99%, not 100%). Null when `whole` is 0: no share, the page shows a dash.
 */
export function sharePercent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.floor((part * 100) / whole);
}
