/** The content module's front door: news, reviews, vacancies, the contact and job forms, the sitemap. */
export { contentRoutes } from './content.routes';
export { createContentService, type ContentService } from './content.service';
export { sitemapRoutes } from './sitemap.routes';
