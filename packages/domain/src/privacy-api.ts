/** The privacy API's bodies and answers (issue 21), shared by the server and the request page. */
import { PRIVACY_MESSAGES, PRIVACY_RETENTION } from './privacy';
import { z } from './zod';

const token = z
  .string('Deze link is niet compleet.')
  .min(20, PRIVACY_MESSAGES.linkInvalid)
  .max(100, PRIVACY_MESSAGES.linkInvalid);

export const privacyRequestBodySchema = z.object({
  email: z
    .string('Vul je e-mailadres in.')
    .trim()
    .min(1, 'Vul je e-mailadres in.')
    .max(200, 'Dit e-mailadres is te lang.')
    .pipe(z.email('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.')),
});
export type PrivacyRequestBody = z.input<typeof privacyRequestBodySchema>;

export const privacyTokenQuerySchema = z.object({ token });
export const privacyExportQuerySchema = z.object({
  token,
  format: z.enum(['json', 'html'], 'Kies json of html.').default('json'),
});
export const privacyDeleteBodySchema = z.object({
  token,
  confirm: z.literal(true, PRIVACY_MESSAGES.confirmRequired),
});

export const privacyOverviewSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
  orders: z.number(),
  contactMessages: z.number(),
  applications: z.number(),
});
export type PrivacyOverview = z.output<typeof privacyOverviewSchema>;

export const privacyPolicySchema = z.object({
  orderMonths: z.number(),
  contactMonths: z.number(),
  applicationWeeks: z.number(),
  applicationConsentMonths: z.number(),
  taxYears: z.number(),
  linkHours: z.number(),
});
export type PrivacyPolicy = z.output<typeof privacyPolicySchema>;

export const privacySettingsBodySchema = z.object({
  orderMonths: z
    .number(PRIVACY_MESSAGES.invalidPeriod)
    .int(PRIVACY_MESSAGES.invalidPeriod)
    .min(PRIVACY_RETENTION.minOrderMonths, PRIVACY_MESSAGES.invalidPeriod)
    .max(PRIVACY_RETENTION.maxOrderMonths, PRIVACY_MESSAGES.invalidPeriod),
});
export type PrivacySettingsBody = z.input<typeof privacySettingsBodySchema>;
