// Structured logs. Request bodies are never logged; credentials are redacted wherever they might appear.
import pino from 'pino';
import type { Logger } from 'pino';

export type { Logger } from 'pino';

export function createLogger(options: { level?: string; name?: string; destination?: pino.DestinationStream } = {}): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level ?? 'info',
    base: { service: options.name ?? 'parcel-quote' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'authorization', 'client_secret', 'password', 'token'],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
