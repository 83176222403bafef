/** The home's loader keeps only what the home shows (issue 28 item 10: lighter hydration data). */
import { describe, expect, it } from 'vitest';
import type { ReviewsAnswer } from '@gh/domain/content';
import { homeOffers, homeReviews } from './home-page';

const review = (id: number, rating: number): ReviewsAnswer['reviews'][number] => ({
  id,
  location: 'amsterdam',
  author: `Klant ${id}`,
  rating,
  text: 'Lekker',
  createdAt: '2026-11-01T12:00:00.000Z',
});

describe('the home page data', () => {
  it('keeps both averages and the first three five-star reviews', () => {
    const answer: ReviewsAnswer = {
      reviews: [review(1, 4), review(2, 5), review(3, 5), review(4, 3), review(5, 5), review(6, 5)],
      averages: [
        { location: 'amsterdam', average: 4.5, count: 4 },
        { location: 'rotterdam', average: 4.4, count: 2 },
      ],
    };
    const picked = homeReviews(answer);
    expect(picked.reviews.map((r) => r.id)).toEqual([2, 3, 5]);
    expect(picked.averages).toEqual(answer.averages);
  });

  it('keeps the first three offers', () => {
    expect(homeOffers(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });
});
