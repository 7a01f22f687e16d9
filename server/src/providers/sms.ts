import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import { TwilioSmsProvider } from './twilio';

/** Sends one text message to an Indian 10-digit mobile number. Throws when the message was not accepted. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** Codes in message texts, hidden in production logs where they would be a way in. */
const DIGIT_RUNS = /\d{4,}/g;

/**
 * The default provider: no SMS leaves the server. The message goes to the log and, outside
 * production, to the sms_outbox table that tests and the e2e run read codes from.
 */
export class LogSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly production: boolean,
  ) {}

  async send(to: string, text: string): Promise<void> {
    if (this.production) {
      this.log.warn({ sms: { to, body: text.replace(DIGIT_RUNS, '****') } }, 'SMS not sent: no SMS provider configured');
      return;
    }
    this.log.info({ sms: { to, body: text } }, 'SMS written to the development outbox');
    await this.db.insert(smsOutbox).values({ to, body: text });
  }
}

export function createSmsProvider(
  config: Pick<Config, 'sms' | 'nodeEnv'>,
  db: Database,
  log: FastifyBaseLogger,
): SmsProvider {
  if (config.sms.provider === 'twilio') return new TwilioSmsProvider(config.sms, fetch);
  return new LogSmsProvider(db, log, config.nodeEnv === 'production');
}
