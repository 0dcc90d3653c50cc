import type { Config, MailConfig } from '../config';
import { setClubTimeZone } from '../club-time';
import type { Db } from '../db/open';
import { smtpSender, type OutgoingEmail } from '../mail/transport';
import { PollLoop } from '../poll-loop';
import { effectiveSettings, mailOf, type EffectiveSettings } from './effective';
import { readLogo, readSettingsRow, settingsVersion } from './row';

/** How often each instance looks whether the settings' version moved (a one-row read of one column). */
export const SETTINGS_POLL_MS = 5_000;

export interface ClubSettingsOptions {
  db: Db;
  config: Pick<Config, 'settingsFromEnvironment' | 'clubTimeZone' | 'publicUrl'>;
  pollMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The club's settings in effect on this instance (decision 138), kept in memory and applied: the club's time zone
 * (club-time.ts), the email in effect (the club's name in emails, the SMTP transport and From of the mail worker).
 * Every instance looks at the row's version every few seconds and reads the row again when it moved, so a change made
 * on one instance reaches every other within `pollMs`; the instance that made it applies it at once.
 */
export class ClubSettings {
  private state: EffectiveSettings;
  private mailConfig: MailConfig | null = null;
  /** The pooled transport of the email in effect, made again (the old one closed) when its URL or From changes. */
  private sender: { key: string; send: (email: OutgoingEmail) => Promise<void>; close(): void } | null = null;
  private readonly loop: PollLoop;

  constructor(private readonly options: ClubSettingsOptions) {
    this.state = effectiveSettings(options.config, null, null);
    this.loop = new PollLoop(
      async () => {
        await this.refresh();
      },
      options.pollMs ?? SETTINGS_POLL_MS,
      (error) => options.onError?.(error),
    );
  }

  /** Reads the row and applies it; then looks every `pollMs`. */
  async start(): Promise<void> {
    await this.reload();
    this.loop.start(async () => undefined);
  }

  /** Stops looking and closes the transport. */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.sender?.close();
    this.sender = null;
  }

  /** The settings in effect. */
  current(): EffectiveSettings {
    return this.state;
  }

  /** Email in effect, or null: no SMTP server, From address or PUBLIC_URL. */
  mail(): MailConfig | null {
    return this.mailConfig;
  }

  /** Reads the row again when its version moved (another instance's change). */
  async refresh(): Promise<EffectiveSettings> {
    if ((await settingsVersion(this.options.db)) !== this.state.version) await this.reload();
    return this.state;
  }

  /** Reads the row (and the logo, when it changed) and applies what it says. */
  async reload(): Promise<EffectiveSettings> {
    const { db, config } = this.options;
    const row = (await readSettingsRow(db)) ?? null;
    const before = this.state;
    const logoKept = row?.logo_type && before.logo && before.version === row.version ? before.logo.data : null;
    const data = row?.logo_type ? (logoKept ?? (await readLogo(db))) : null;
    const logo = row?.logo_type && data ? { type: row.logo_type, data } : null;
    this.state = effectiveSettings(config, row, logo);
    this.apply();
    return this.state;
  }

  /** Sends one email through the transport of the email in effect (the mail worker's sender). */
  readonly send = async (email: OutgoingEmail): Promise<void> => {
    const mail = this.mailConfig;
    if (!mail) throw new Error('Email is not set up');
    if (this.sender?.key !== senderKey(mail)) {
      this.sender?.close();
      this.sender = { key: senderKey(mail), ...smtpSender(mail) };
    }
    await this.sender.send(email);
  };

  private apply(): void {
    const { timeZone } = this.state;
    setClubTimeZone(timeZone);
    this.mailConfig = mailOf(this.state, this.options.config.publicUrl);
    if (this.sender && (!this.mailConfig || this.sender.key !== senderKey(this.mailConfig))) {
      // The old pooled connection goes with the old settings; the next email opens one with the new.
      this.sender.close();
      this.sender = null;
    }
  }
}

/** What a transport is made with: the server (with its credentials) and the From address. */
const senderKey = (mail: MailConfig) => `${mail.smtpUrl}\n${mail.from}`;
