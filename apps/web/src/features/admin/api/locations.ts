/** Location settings calls of the admin area. */
import type { LocationSettings, LocationSettingsBody } from '@gh/domain/admin';
import type { PauseDuration } from '@gh/domain';
import type { PrinterStatus, PrinterTokenAnswer } from '@gh/domain/printer';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getLocation = (slug: string, signal?: AbortSignal) =>
  apiFetch<LocationSettings>(adminApi.location(slug), signal ? { signal } : {});

export const saveLocation = (slug: string, body: LocationSettingsBody) =>
  apiFetch<LocationSettings>(adminApi.location(slug), { method: 'PUT', body, fallback: 'Opslaan mislukt.' });

/** Pauses (for good, or for a while with a duration: issue 18) or resumes online ordering. */
export const pauseLocation = (
  slug: string,
  orderingPaused: boolean,
  pausedMessage: string | null,
  duration?: PauseDuration,
) =>
  apiFetch<LocationSettings>(adminApi.pause(slug), {
    method: 'PUT',
    body:
      duration === undefined
        ? { orderingPaused, pausedMessage }
        : { orderingPaused, pausedMessage, duration },
  });

/** The location's receipt printer (decision 031). */
export const getPrinter = (slug: string, signal?: AbortSignal) =>
  apiFetch<PrinterStatus>(adminApi.printer(slug), signal ? { signal } : {});

/** A new printer URL (the old one stops working); its token is shown only in this answer. */
export const newPrinterUrl = (slug: string) =>
  apiFetch<PrinterTokenAnswer>(adminApi.printer(slug), {
    method: 'POST',
    body: {},
    fallback: 'Printer-URL maken mislukt.',
  });
