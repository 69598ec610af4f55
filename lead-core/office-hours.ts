// Whether the office is open at a moment, and when it opens next, from the firm's opening hours
// (data/firm.ts openingHours, the hours search engines read) in the firm's time zone.
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface OpeningHours {
  readonly days: readonly string[];
  /** 24-hour local times, "08:00". */
  readonly opens: string;
  readonly closes: string;
}

/** The weekday (0 = Sunday) and minutes past midnight of `at` in `timeZone`. */
function localTime(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: weekdays.indexOf(parts.weekday as (typeof weekdays)[number]), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * `open` while the office is open at `at`; otherwise when it opens next: the day (a moment within
 * that local day, to name its weekday in any language) and the time it opens.
 */
export function officeStatus(
  at: Date,
  hours: readonly OpeningHours[],
  timeZone: string,
): { open: true } | { open: false; day: Date; opens: string } | { open: false; day: undefined } {
  const now = localTime(at, timeZone);
  const on = (weekday: number) => hours.filter((entry) => entry.days.includes(weekdays[weekday]!));
  if (on(now.weekday).some((entry) => now.minutes >= minutesOf(entry.opens) && now.minutes < minutesOf(entry.closes))) return { open: true };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const weekday = (now.weekday + ahead) % 7;
    const later = on(weekday)
      .filter((entry) => ahead > 0 || minutesOf(entry.opens) > now.minutes)
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))[0];
    // Noon of that day, local: far enough from midnight that the weekday is right whatever the offset.
    if (later) return { open: false, day: new Date(at.getTime() + (ahead * 24 * 60 + (12 * 60 - now.minutes)) * 60_000), opens: later.opens };
  }
  return { open: false, day: undefined };
}
