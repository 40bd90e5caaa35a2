import { DAY_MS } from '@site/contract';

/**
 * The merchant's clock on the web: the days its reports, salaries and draws count in are the
 * merchant's (an IANA zone the white label sends, whitelabel.timeZone), not the visitor's. Every
 * day and wall time the agent centre shows or asks for goes through here; Intl does the zone
 * arithmetic, so a zone with daylight saving is followed as the platform follows it.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // A zone this browser does not know: the platform's first home market's rather than none.
      formatter = formatterOf(DEFAULT_TIME_ZONE);
    }
    formatters.set(zone, formatter);
  }
  return formatter;
};

const partsOf = (at: Date | number, zone: string) => {
  const fields: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(+at)) fields[part.type] = part.value;
  return fields;
};

/** The merchant's day (YYYY-MM-DD) an instant falls in. */
export function dayIn(at: Date | number, zone: string): string {
  const p = partsOf(at, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The merchant's wall time of an instant, "YYYY-MM-DD HH:mm:ss". */
export function wallTimeIn(at: Date | number, zone: string): string {
  const p = partsOf(at, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The day `plus` days after `day` (calendar arithmetic, the same in every zone). */
export const addDays = (day: string, plus: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plus * DAY_MS).toISOString().slice(0, 10);

/** How the zone names itself at an instant, as a UTC offset: "GMT+7", "GMT-4". */
export function zoneLabel(zone: string, at: Date | number = Date.now()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(+at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name ?? zone;
  } catch {
    return zone;
  }
}
