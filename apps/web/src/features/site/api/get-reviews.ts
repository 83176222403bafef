import type { ReviewsAnswer } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export function getReviews(): Promise<ReviewsAnswer> {
  return apiFetch<ReviewsAnswer>(contentApi.reviews);
}
