import type { NewsArticle, NewsSummary } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function getNews(): Promise<NewsSummary[]> {
  return (await apiFetch<{ articles: NewsSummary[] }>(contentApi.news)).articles;
}

export async function getArticle(slug: string): Promise<NewsArticle> {
  return (await apiFetch<{ article: NewsArticle }>(contentApi.newsArticle(slug))).article;
}
