const pad = (value: number) => String(value).padStart(2, '0');

/** Elapsed time as m:ss, or h:mm:ss from one hour (spec learner §9). Negative or invalid input reads 0:00. */
export const formatDuration = (ms: number): string => {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
};
