import { type Logger, pino } from 'pino';

export type { Logger };

/** Structured JSON logs (pino); silent in tests unless LOG_LEVEL says otherwise. */
export function createLogger(options: { LOG_LEVEL?: string; NODE_ENV?: string } = {}): Logger {
  const level = options.LOG_LEVEL ?? (options.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ level, base: { service: 'exam-bank' } });
}
