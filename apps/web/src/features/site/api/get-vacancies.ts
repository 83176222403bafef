import type { Vacancy } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function getVacancies(): Promise<Vacancy[]> {
  return (await apiFetch<{ vacancies: Vacancy[] }>(contentApi.vacancies)).vacancies;
}
