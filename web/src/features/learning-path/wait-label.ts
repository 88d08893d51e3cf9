/** How long until a card falls due, for 「あと 10 分」: whole minutes (rounded up) under an hour, else hours. */
export const waitUntil = (due: string, now: number): { unit: 'minutes' | 'hours'; count: number } => {
  const minutes = Math.max(1, Math.ceil((Date.parse(due) - now) / 60_000));
  return minutes < 60
    ? { unit: 'minutes', count: minutes }
    : { unit: 'hours', count: Math.floor(minutes / 60) };
};
