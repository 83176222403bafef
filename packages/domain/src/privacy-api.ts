/** The privacy API's bodies and answers (issue 21), shared by the server and the request page. */
import { PRIVACY_MESSAGES, PRIVACY_RETENTION } from './privacy';
import * as m from '@gh/i18n/messages';
import { says, z } from './zod';

const token = z
  .string(says(m.server_privacy_link_incomplete))
  .min(20, says(m.server_privacy_link_invalid))
  .max(100, says(m.server_privacy_link_invalid));

export const privacyRequestBodySchema = z.object({
  email: z
    .string(says(m.server_form_email_required))
    .trim()
    .min(1, says(m.server_form_email_required))
    .max(200, says(m.server_checkout_email_too_long))
    .pipe(z.email(says(m.server_form_email_invalid))),
});
export type PrivacyRequestBody = z.input<typeof privacyRequestBodySchema>;

export const privacyTokenQuerySchema = z.object({ token });
export const privacyExportQuerySchema = z.object({
  token,
  format: z.enum(['json', 'html'], says(m.server_privacy_format)).default('json'),
});
export const privacyDeleteBodySchema = z.object({
  token,
  confirm: z.literal(true, says(m.server_privacy_confirm_required)),
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
