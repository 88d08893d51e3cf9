/**
 * The zones the profile offers: the runtime's IANA names, with the saved and the browser's zone always among them
 * (a runtime may list a zone under its newer name, e.g. Asia/Kolkata for Asia/Calcutta). Sorted, no duplicates.
 */
export const zoneChoices = (
  known: readonly string[],
  ...always: ReadonlyArray<string | undefined>
): string[] => [...new Set([...known, ...always.filter((zone): zone is string => Boolean(zone))])].sort();

/** Every IANA zone this browser knows (an older browser without Intl.supportedValuesOf offers none but the given). */
export const browserZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};
