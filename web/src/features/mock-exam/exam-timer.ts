import { useEffect, useState } from 'react';

/** "12:05" for 725 seconds; hours when needed ("1:02:03"). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** Milliseconds left until the server's deadline, ticking each second; `onTimeUp` once it reaches 0. */
export function useRemaining(deadline: string, onTimeUp: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Date.parse(deadline) - now;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const over = left <= 0;
  useEffect(() => {
    if (over) onTimeUp();
  }, [over, onTimeUp]);
  return Math.max(0, left);
}
