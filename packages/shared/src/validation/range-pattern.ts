// A regular expression for the decimal integers of a range, without leading zeros (issue 15, ADR 030). Path and
// query parameters arrive as text and are checked as text then as numbers; the OpenAPI document gives this
// pattern, so that what the document allows is exactly what the server accepts (the number check itself is not
// representable in JSON Schema for a string).

function sameLength(low: string, high: string): string[] {
  if (low === high) return [low];
  const rest = low.length - 1;
  const [lowFirst, highFirst] = [Number(low[0]), Number(high[0])];
  const lowRest = low.slice(1);
  const highRest = high.slice(1);
  if (lowFirst === highFirst) return sameLength(lowRest, highRest).map((part) => `${lowFirst}${part}`);
  const out: string[] = [];
  let from = lowFirst;
  let to = highFirst;
  if (!/^0*$/.test(lowRest)) {
    out.push(...sameLength(lowRest, '9'.repeat(rest)).map((part) => `${lowFirst}${part}`));
    from += 1;
  }
  const highAllNines = /^9*$/.test(highRest);
  if (!highAllNines) to -= 1;
  if (from <= to) out.push(`${from === to ? from : `[${from}-${to}]`}${rest ? `[0-9]{${rest}}` : ''}`);
  if (!highAllNines) out.push(...sameLength('0'.repeat(rest), highRest).map((part) => `${highFirst}${part}`));
  return out;
}

/** `^(?:…)$` matching exactly the integers min..max (0 ≤ min ≤ max) written without leading zeros. */
export function integerRangePattern(min: number, max: number): string {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || min > max)
    throw new Error(`integerRangePattern: bad range ${min}..${max}`);
  const parts: string[] = [];
  for (let digits = String(min).length; digits <= String(max).length; digits++) {
    const low = digits === String(min).length ? min : 10 ** (digits - 1);
    const high = digits === String(max).length ? max : 10 ** digits - 1;
    parts.push(...sameLength(String(low), String(high)));
  }
  return `^(?:${parts.join('|')})$`;
}

/**
 * A calendar day `YYYY-MM-DD` that exists (30-day months, February 29 only in leap years, no year 0), as
 * PostgreSQL's `date` reads it: JavaScript's Date.parse rolls "2026-04-31" over to May 1, PostgreSQL refuses it.
 */
export const CALENDAR_DATE_PATTERN =
  '^(?!0000)(?:[0-9]{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$';
